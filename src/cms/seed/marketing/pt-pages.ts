import type { FeaturePages, SolutionPages } from './types'

/** As páginas de soluções em português (do Brasil). */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Navegador antidetecção para marketing de afiliados',
      description:
        'Contas de anúncio, trackers e ferramentas de espionagem em perfis separados, acesso seguro para os media buyers e landing pages conferidas de qualquer geo.',
    },
    title: 'Cada fonte de tráfego, tracker e oferta no seu próprio perfil',
    subtitle:
      'Contas de anúncio, redes de afiliados, ferramentas de espionagem e conferência de landing pages: cada uma ganha um navegador separado, com impressão digital e proxy próprios, e um bloqueio continua sendo um só.',
    benefits: [
      [
        'Um perfil por conta de anúncio',
        'As contas do Facebook, do Google e do TikTok ficam cada uma em um perfil, com proxy fixo, sem nunca dividir dispositivo.',
      ],
      [
        'Landing pages vistas de qualquer geo',
        'Perfis descartáveis com um proxy móvel local mostram a página exatamente como um usuário real daquele país a receberia.',
      ],
      [
        'Ferramentas em comum sem login em comum',
        'Deixe a ferramenta de espionagem ou o tracker em um perfil e compartilhe-o; o bloqueio mostra quem está usando no momento.',
      ],
      ['Cada media buyer vê só as suas pastas', 'Dê a cada comprador as pastas da sua fonte de tráfego e do seu geo, com a exportação de cookies desativada.'],
    ],
    faq: [
      [
        'Vários media buyers podem usar a mesma conta de anúncio?',
        'Sim. Compartilhe o perfil em vez da senha: todos trabalham do mesmo dispositivo e do mesmo proxy, uma pessoa por vez.',
      ],
      [
        'O Polyprofile funciona com cloaking ou com trackers?',
        'Os trackers funcionam em qualquer perfil como em um navegador comum. Não oferecemos cloaking, e as políticas de anúncios das plataformas continuam valendo.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'Navegador multiloja para vendedores de e-commerce',
      description:
        'Gerencie lojas em vários marketplaces, cada uma com seu próprio dispositivo e endereço, e dê acesso aos seus assistentes sem passar senhas.',
    },
    title: 'Um ambiente limpo para cada loja que você administra',
    subtitle:
      'Quem vende na Amazon, no eBay, na Etsy e em marketplaces regionais mantém separados as sessões, o dispositivo e o IP de cada loja, e a equipe trabalha sem compartilhar logins.',
    benefits: [
      ['Lojas que não se misturam', 'Cada loja abre no seu próprio perfil, com um proxy estático no país onde a empresa está registrada.'],
      ['Assistentes sem senhas', 'Os assistentes virtuais trabalham dentro do perfil da loja: nunca veem as credenciais nem conseguem exportar a sessão.'],
      ['A conferência da manhã em minutos', 'Um fluxo RPA tira print da saúde da conta e das mensagens de todas as lojas antes de a equipe chegar.'],
      [
        'Preços do jeito que o comprador vê',
        'Perfis com proxies locais mostram os preços e os resultados de busca do marketplace como os clientes de cada região os veem.',
      ],
    ],
    faq: [
      [
        'É permitido ter várias contas de vendedor?',
        'Depende do marketplace. A Amazon, por exemplo, exige um motivo comercial legítimo e aprovação; siga as regras de cada plataforma.',
      ],
      [
        'Posso levar uma loja que já existe para um perfil?',
        'Sim. Importe os cookies da loja em um perfil com proxy e sistema compatíveis, e a sessão continua sem um novo login.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Perfis de navegador para agências digitais',
      description:
        'Uma pasta por cliente, funções por pasta e um registro de atividades: gerencie as contas dos clientes em equipe sem ficar repassando senhas.',
    },
    title: 'Contas de clientes organizadas por cliente e compartilhadas por função',
    subtitle:
      'Agências guardam as contas de anúncio, de redes sociais e de marketplace de cada cliente em uma pasta, dão a cada funcionário exatamente o acesso de que ele precisa e devolvem as contas sem pendências.',
    benefits: [
      ['Uma pasta por cliente', 'Os perfis de todas as contas de um cliente ficam juntos e são compartilhados com as pessoas certas em um só passo.'],
      ['Funções por pasta', 'Um gerente de contas pode administrar os perfis de um cliente e apenas abrir os de outro, no mesmo espaço de trabalho.'],
      ['Um registro que gera confiança', 'Veja quem abriu, editou ou exportou cada perfil e quando, e exporte o registro para os relatórios do cliente.'],
      ['Entregas sem pendências', 'Transfira os perfis de um cliente para o espaço de trabalho dele com impressões digitais, cookies e proxies intactos.'],
    ],
    faq: [
      [
        'Quantas pessoas podem trabalhar em um espaço de trabalho?',
        'O plano Equipe inclui 10 membros, e o plano Empresarial não tem limite fixo. Cada membro entra com a sua própria conta.',
      ],
      [
        'Os clientes podem acessar as próprias contas?',
        'Sim. Convide o cliente como membro da pasta dele ou transfira os perfis para o espaço de trabalho dele quando o contrato terminar.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Navegador multicontas para equipes de redes sociais',
      description: 'Contas de marca e de clientes no Instagram, TikTok, X e LinkedIn em perfis separados, com acesso para a equipe e conferências espelhadas.',
    },
    title: 'Gerencie dezenas de contas sociais sem confundi-las',
    subtitle:
      'Cada conta de marca ou de cliente mantém o seu próprio dispositivo e a sua localização, a equipe trabalha em perfis compartilhados e as conferências de rotina levam minutos, e não horas.',
    benefits: [
      ['Contas sempre coerentes', 'Cada conta aparece sempre do mesmo dispositivo e da mesma região, então os logins não disparam verificações de segurança.'],
      ['Perfis móveis onde fazem sentido', 'Predefinições de Android e iOS para as contas que foram criadas e usadas no celular.'],
      ['Métricas de todas as contas de uma vez', 'O sincronizador abre a mesma página de métricas em vinte perfis e rola todas juntas.'],
      [
        'Criadores sem credenciais',
        'Os criadores de conteúdo publicam a partir de perfis compartilhados e nunca lidam com senhas nem com códigos de dois fatores.',
      ],
    ],
    faq: [
      [
        'Posso agendar publicações pelo Polyprofile?',
        'Use o agendador de cada plataforma ou a sua ferramenta de sempre dentro do perfil da conta; se precisar, o RPA automatiza os passos repetitivos.',
      ],
      [
        'As plataformas vão perceber que as contas são gerenciadas juntas?',
        'Não pelo navegador. Mas conteúdo compartilhado, legendas idênticas ou o mesmo número de telefone ainda podem ligar as contas.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Perfis de navegador para web scraping em escala',
      description: 'Controle perfis de navegador reais com Puppeteer, Playwright ou Selenium pela API local, com impressões digitais e proxies coerentes.',
    },
    title: 'Colete dados com navegadores reais que não parecem automatizados',
    subtitle:
      'Inicie perfis pelo seu código, conecte a biblioteca de automação de sempre e colete dados públicos com impressões digitais coerentes, proxies rotativos e modo headless.',
    benefits: [
      ['Funciona com o seu código', 'A API local devolve um endpoint do DevTools para Puppeteer, Playwright e Selenium; seus scripts rodam sem alterações.'],
      ['Sem marcas de automação', 'Os perfis escondem as flags do webdriver e as diferenças do modo headless que o Chromium puro deixa à mostra.'],
      [
        'Headless sem uma nova impressão digital',
        'No modo headless, o perfil informa o mesmo dispositivo que com janela e usa mais ou menos metade da memória.',
      ],
      ['Um proxy por worker', 'Dê a cada perfil o seu próprio endereço rotativo, residencial ou de data center, e troque-o pela API.'],
    ],
    faq: [
      [
        'Qual plano inclui a API local?',
        'Os planos Equipe e Empresarial. Os fluxos RPA, para coletar dados sem programar, estão disponíveis a partir do plano Base.',
      ],
      ['O Polyprofile roda em um servidor Linux?', 'Sim. Rode os perfis em modo headless pela API local ou com janela em uma tela virtual, como o Xvfb.'],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Navegador antidetecção para arbitragem de tráfego',
      description:
        'Aqueça, lance e escale contas de anúncio em muitas fontes de tráfego a partir de perfis isolados, com proxies fixos e funções para a equipe.',
    },
    title: 'Escale contas de anúncio em várias fontes sem banimentos em cadeia',
    subtitle:
      'Equipes de arbitragem aquecem e operam contas no Facebook, Google, TikTok e redes nativas a partir de perfis isolados, e impedem que a restrição de uma se espalhe para as outras.',
    benefits: [
      ['Aquecimento em escala', 'O robô de cookies dá aos perfis novos um histórico de navegação na região deles antes de as contas serem criadas.'],
      ['Proxies fixos para as contas com investimento', 'Atribua em massa um endereço ISP ou móvel a cada conta e teste cada endereço antes do lançamento.'],
      [
        'Criação em massa a partir de modelos',
        'Crie cinquenta perfis a partir de um modelo em um só passo, cada um com seu dispositivo e suas sementes de ruído.',
      ],
      ['Farmers e compradores separados', 'Quem farma contas e quem compra mídia vê apenas as pastas da sua etapa do funil.'],
    ],
    faq: [
      [
        'Quantas contas um único computador aguenta?',
        'Você pode ter quantos perfis quiser; cada perfil aberto precisa de cerca de 300 a 600 MB de memória em sites comuns.',
      ],
      [
        'O Polyprofile vende contas ou proxies?',
        'Não. Os proxies e as contas são seus; a nossa página de parceiros lista fornecedores com descontos para os nossos usuários.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Perfis de navegador para equipes de venda de ingressos',
      description:
        'Agências de viagem e equipes de eventos gerenciam as contas dos clientes em sites de ingressos em perfis separados, com acesso compartilhado e proxies locais.',
    },
    title: 'Muitas contas em sites de ingressos sem acionar a segurança',
    subtitle:
      'Agências e equipes de eventos corporativos mantêm a conta de ingressos de cada cliente no próprio perfil, acompanham as vendas em outras regiões e trabalham nas contas em conjunto.',
    benefits: [
      ['Um perfil por conta de cliente', 'Cada conta mantém a sua própria sessão e o seu dispositivo, então os logins não parecem uma invasão de conta.'],
      ['Vendas regionais com olhar local', 'Perfis com proxies no país do evento mostram preços e disponibilidade como os compradores de lá os veem.'],
      ['Filas que passam de mão em mão', 'Compartilhe perfis para que quem estiver livre assuma uma sessão na fila sem fazer login de novo.'],
      [
        'Sessões confiáveis no dia da venda',
        'A sessão continua aberta de uma inicialização para outra, e ninguém briga com a página de login quando as vendas abrem.',
      ],
    ],
    faq: [
      [
        'O Polyprofile serve para driblar limites de compra?',
        'Não. As plataformas de ingressos definem limites por cliente e por evento; respeite esses limites e os termos das plataformas.',
      ],
      [
        'Posso entrar na fila em vários perfis?',
        'Cada perfil é um navegador separado e pode ocupar a sua própria posição na fila, se a plataforma permitir isso para aquela conta.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Gerencie várias contas do Google com segurança',
      description:
        'Contas do Google Ads, Merchant Center, YouTube e Workspace de empresas diferentes em perfis separados, cada um com o seu próprio dispositivo.',
    },
    title: 'Muitas contas do Google, cada uma no seu próprio dispositivo',
    subtitle:
      'Contas do Google Ads, Merchant Center, Perfil da Empresa e YouTube de negócios diferentes ficam em perfis separados, e a suspensão de uma não chega às outras.',
    benefits: [
      ['Chega de alternar contas', 'Cada conta do Google fica no seu próprio perfil, e não em um navegador compartilhado que liga todos os logins entre si.'],
      ['Ads e Merchant Center por empresa', 'Anunciantes e agências mantêm separados o faturamento, os feeds e as campanhas de cada empresa.'],
      ['Logins estáveis', 'O dispositivo e a localização são os mesmos em todo login, então o Google pede verificação com menos frequência.'],
      [
        'Acesso da equipe sem compartilhar senhas do Google',
        'Os colegas abrem o perfil compartilhado, e a verificação em duas etapas da conta continua com o titular.',
      ],
    ],
    faq: [
      [
        'Por que não usar os perfis do Chrome?',
        'Os perfis do Chrome compartilham a mesma impressão digital do dispositivo e o mesmo endereço IP; os perfis do Polyprofile parecem computadores diferentes.',
      ],
      ['As extensões do Chrome funcionam?', 'Sim. Instale-as em cada perfil pela Chrome Web Store, como no próprio Chrome.'],
    ],
  },
  facebook: {
    seo: {
      title: 'Gerencie várias contas de anúncio do Facebook',
      description:
        'Dispositivos separados, proxies fixos e acesso compartilhado para contas de anúncio do Facebook e da Meta, com uma configuração que limita banimentos em cadeia.',
    },
    title: 'Cada conta do Facebook no seu próprio dispositivo e proxy',
    subtitle:
      'Media buyers e agências operam perfis pessoais, gerenciadores de negócios e contas de anúncio a partir de perfis isolados com endereços fixos, e compartilham tudo sem compartilhar logins.',
    benefits: [
      ['Um administrador, um dispositivo', 'A conta pessoal que gerencia os anúncios aparece sempre com a mesma impressão digital e o mesmo endereço ISP.'],
      ['Aquecer antes de gastar', 'O perfil acumula um histórico de navegação normal e atividade na conta antes de um cartão ser adicionado.'],
      ['Designer e analista na mesma conta', 'Compartilhe o perfil com a função Membro: todos trabalham do mesmo dispositivo, um de cada vez.'],
      ['Restrições que não se espalham', 'Contas que nunca dividem dispositivo nem endereço não podem ser ligadas pelo navegador.'],
    ],
    faq: [
      [
        'Isso evita qualquer restrição?',
        'Não. Violações de política, problemas de pagamento e cartões ou páginas em comum continuam causando restrições; o navegador elimina o vínculo pelo dispositivo.',
      ],
      [
        'Quais proxies funcionam melhor para o Facebook?',
        'Proxies ISP estáticos ou móveis dedicados no país da conta, um por conta, mantidos durante toda a vida dela.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Gerencie várias contas do X (Twitter)',
      description:
        'Contas do X de marca, de suporte e regionais em perfis separados, com dispositivos próprios, e acesso compartilhado para a sua equipe de social media.',
    },
    title: 'Contas do X de marca, suporte e regionais, bem separadas',
    subtitle:
      'Equipes de social media operam várias contas do X sem refazer login o tempo todo nem sofrer bloqueios de segurança: cada conta tem o seu perfil, o seu dispositivo e a sua localização.',
    benefits: [
      ['Chega de entrar e sair', 'Cada conta continua logada no seu próprio perfil; trocar de conta é um clique, não uma senha.'],
      ['Menos bloqueios de segurança', 'As contas aparecem sempre do mesmo dispositivo e da mesma região, o padrão que o X espera de um usuário real.'],
      ['Turnos de suporte sem interrupção', 'O turno seguinte abre o mesmo perfil e continua na mesma sessão.'],
      ['Monitoramento de todas as contas', 'Abra as notificações de dez contas lado a lado com o sincronizador.'],
    ],
    faq: [
      [
        'O X permite várias contas por pessoa?',
        'O X aceita várias contas para fins legítimos, como uma de marca e outra de suporte; as regras dele sobre automação e spam continuam valendo.',
      ],
      ['Posso usar a versão móvel?', 'Sim. Os perfis móveis se apresentam como um aparelho Android ou iOS e abrem o layout móvel do X.'],
    ],
  },
  tiktok: {
    seo: {
      title: 'Gerencie várias contas do TikTok de um só lugar',
      description:
        'Impressões digitais móveis, proxies móveis regionais e acesso da equipe para contas de marca e de nicho no TikTok, com rotinas que evitam a queda de alcance.',
    },
    title: 'Contas do TikTok que parecem os celulares em que foram criadas',
    subtitle:
      'Marcas e agências operam contas do TikTok para cada mercado a partir de perfis móveis com proxies de operadoras locais, e os vídeos chegam ao público para o qual foram feitos.',
    benefits: [
      ['Predefinições de celulares reais', 'Os perfis Android e iOS definem juntos o user agent, a tela, o toque e a GPU de um modelo de celular real.'],
      ['Proxies de operadoras locais', 'Proxies móveis no mercado de cada conta, com troca de IP entre as sessões pela barra de ferramentas.'],
      ['Métricas de dez contas de uma vez', 'Abra as análises de todas as contas lado a lado e compare sem sair e entrar de novo.'],
      ['Aprovação do cliente sem senhas', 'O cliente revisa os rascunhos no perfil compartilhado, com a exportação de cookies desativada.'],
    ],
    faq: [
      [
        'Por que os meus vídeos têm zero visualizações?',
        'Em geral é região incompatível, conteúdo duplicado ou troca de dispositivo; veja o nosso artigo sobre erros com contas do TikTok.',
      ],
      [
        'Posso publicar a partir de um perfil de desktop?',
        'Sim, a versão web do TikTok permite enviar vídeos. Mas mantenha em perfis móveis as contas que foram criadas no celular.',
      ],
    ],
  },
  amazon: {
    seo: {
      title: 'Ambientes separados para vendedores da Amazon',
      description:
        'Vendedores da Amazon com várias contas aprovadas mantêm cada loja no seu próprio dispositivo e IP estático, com acesso seguro para os assistentes.',
    },
    title: 'Cada loja da Amazon no seu próprio dispositivo e IP estático',
    subtitle:
      'Vendedores com várias contas aprovadas mantêm separados as sessões, o dispositivo e a rede de cada loja, e dão acesso à equipe por meio de perfis, não de senhas.',
    benefits: [
      ['Endereços ISP estáticos', 'Cada loja se conecta a partir de um endereço fixo no país onde a empresa dela está registrada.'],
      ['Um dispositivo que nunca muda', 'A impressão digital escolhida na configuração fica fixa durante toda a vida da conta, como a Amazon espera.'],
      [
        'Assistentes dentro da sua sessão',
        'Os assistentes virtuais trabalham em perfis compartilhados e nunca acessam a sua conta pelos próprios navegadores.',
      ],
      ['A saúde das contas de relance', 'Um fluxo RPA agendado salva toda manhã capturas da página de saúde da conta de cada loja.'],
    ],
    faq: [
      [
        'A Amazon permite mais de uma conta de vendedor?',
        'Só com uma necessidade comercial legítima e a aprovação da Amazon. O Polyprofile mantém as contas aprovadas tecnicamente separadas.',
      ],
      [
        'Posso usar também o app Amazon Seller no celular?',
        'Sim, mas use cada celular para uma única loja: um aparelho usado para duas lojas liga uma à outra.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Gerencie várias contas do Discord',
      description: 'Gestores de comunidade e moderadores operam várias contas do Discord em perfis separados, sempre logadas e compartilhadas com a equipe.',
    },
    title: 'Modere e gerencie comunidades com várias contas do Discord',
    subtitle:
      'Equipes de comunidade mantêm logadas lado a lado as contas de marca, de moderação e de donos de bots, cada uma no seu perfil, sem entrar e sair o dia inteiro.',
    benefits: [
      ['Todas as contas sempre conectadas', 'A versão web do Discord continua logada em cada perfil, então trocar de conta leva um clique.'],
      ['Turnos de moderação sem passar senhas', 'Os moderadores abrem o perfil compartilhado da conta da equipe durante o próprio turno.'],
      ['Vários servidores à vista', 'Organize as janelas de contas diferentes lado a lado e acompanhe cada servidor em tempo real.'],
      ['Dispositivos estáveis, menos captchas', 'Com impressões digitais e endereços que não mudam, o Discord pede verificação com menos frequência.'],
    ],
    faq: [
      ['O Discord permite ter várias contas?', 'O Discord deixa cada pessoa ter mais de uma conta; spam, raids e burlar banimentos vão contra as regras dele.'],
      [
        'Dá para rodar bots no Polyprofile?',
        'Os bots usam a API do Discord e não precisam de navegador. Os perfis são para as contas humanas que são donas dos bots e os administram.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Várias contas do LinkedIn para a sua equipe',
      description:
        'Recrutadores e equipes de vendas mantêm cada licença do LinkedIn no seu próprio perfil, com um dispositivo estável e acesso compartilhado entre turnos.',
    },
    title: 'LinkedIn para recrutamento e vendas: cada licença no seu aparelho',
    subtitle:
      'Equipes de recrutamento e de vendas mantêm cada licença do LinkedIn logada em um dispositivo estável, compartilham-nas entre fusos horários e param de acionar verificações de segurança.',
    benefits: [
      ['Um dispositivo estável por licença', 'Cada licença entra com a mesma impressão digital e da mesma região, sem pedidos de verificação repetidos.'],
      ['Passagem de turno entre fusos horários', 'Um colega em outro escritório continua na mesma sessão pelo perfil compartilhado.'],
      ['Sales Navigator em cada perfil', 'As extensões e ferramentas que a sua equipe usa são instaladas em cada perfil, com configurações próprias.'],
      ['Um acesso que facilita o compliance', 'O registro de atividades anota quem usou cada licença e quando.'],
    ],
    faq: [
      [
        'Uma pessoa pode operar várias contas do LinkedIn?',
        'Os termos do LinkedIn permitem uma conta pessoal por pessoa. Use os perfis para gerenciar licenças de diferentes membros da equipe.',
      ],
      [
        'O Polyprofile automatiza a prospecção no LinkedIn?',
        'Ele oferece RPA e uma API, mas o LinkedIn restringe atividades automatizadas; mantenha a prospecção dentro dos limites dele.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Perfis de navegador para equipes de cripto',
      description:
        'Contas em exchanges, extensões de carteira e testes de dApps em perfis separados, cada um com o seu dispositivo, o seu proxy e o seu armazenamento.',
    },
    title: 'Contas em exchanges e carteiras, cada uma em um navegador separado',
    subtitle:
      'Fundos, market makers e equipes de Web3 separam as contas de exchange de entidades diferentes e as extensões de carteira, e testam dApps como os usuários de cada região as veem.',
    benefits: [
      ['Extensões de carteira por perfil', 'Cada perfil tem o seu próprio armazenamento de extensões, então uma carteira nunca aparece no navegador errado.'],
      ['Separação por entidade', 'As contas de exchange de pessoas jurídicas diferentes entram a partir dos seus próprios dispositivos e endereços.'],
      ['Testes de dApps por região', 'Confira como o seu app e as restrições geográficas dele se comportam para usuários de outros países.'],
      [
        'Criptografia em disco e na sincronização',
        'Os dados do perfil, incluindo o armazenamento das extensões, são criptografados antes de saírem do seu computador.',
      ],
    ],
    faq: [
      [
        'Posso guardar frases-semente em um perfil?',
        'As extensões de carteira guardam as chaves criptografadas no perfil. Para valores altos, uma carteira de hardware continua sendo a opção mais segura.',
      ],
      [
        'Isso serve para farmar airdrops com muitas carteiras?',
        'Muitos projetos proíbem várias carteiras por pessoa nos airdrops. Siga as regras de cada projeto; não damos suporte a farm sybil.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Perfis para afiliados e analistas de apostas',
      description:
        'Afiliados de apostas e analistas de odds veem as casas de apostas de cada mercado, gerenciam as contas de parceiro e as compartilham com a equipe.',
    },
    title: 'As odds e ofertas de cada mercado, como o apostador local as vê',
    subtitle:
      'Afiliados e analistas de apostas conferem as odds, os bônus e as landing pages das casas de apostas em cada mercado e mantêm as contas de afiliado em perfis separados e compartilhados.',
    benefits: [
      ['Olhar local em cada mercado', 'Perfis com proxies em cada país mostram as odds, os bônus e as páginas que os clientes de lá recebem.'],
      ['Painéis de afiliado em um só lugar', 'As contas dos programas de afiliados continuam logadas no seu perfil e ficam compartilhadas com a equipe.'],
      ['Promoções conferidas para compliance', 'Um fluxo RPA tira prints automáticos das páginas de bônus de cada mercado.'],
      ['Nada de confundir marcas', 'Pastas por operador ou por mercado evitam que uma conta seja usada no lugar errado.'],
    ],
    faq: [
      [
        'Posso usar isso para driblar os limites de uma casa de apostas?',
        'Não. Os termos dos operadores permitem uma conta por cliente, e a legislação de apostas se aplica; cumpra ambos.',
      ],
      ['Quais países posso ver?', 'Qualquer país em que você tenha um proxy; o fuso horário e o idioma do perfil acompanham o proxy automaticamente.'],
    ],
  },
}

/** As páginas de recursos em português (do Brasil). */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Gestão de várias contas em perfis isolados',
      description:
        'Gerencie centenas de contas em um único computador, cada uma em um perfil de navegador separado com impressão digital, cookies e proxy próprios.',
    },
    subtitle:
      'Cada conta vive em um navegador separado que parece um computador próprio, com impressão digital, armazenamento e rede próprios, e abre com um clique.',
    how: [
      ['Crie um perfil por conta', 'Dê a ele o nome da conta; o Polyprofile sorteia um dispositivo realista para ele.'],
      ['Dê a ele um proxy próprio', 'Cole o endereço, teste, e o perfil passa a usar o fuso horário e o idioma desse endereço.'],
      ['Faça login uma vez', 'A sessão fica guardada no perfil, criptografada, e acompanha você em outros computadores.'],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Sincronizador: uma janela controla muitas',
      description: 'Espelhe cliques, digitação e rolagem de uma janela de perfil em outras vinte, com atrasos aleatórios e variações de texto.',
    },
    subtitle:
      'Trabalhe em uma janela e veja os mesmos cliques, a digitação e a rolagem acontecerem em todos os outros perfis abertos, que para os sites continuam sendo usuários diferentes.',
    how: [
      ['Abra os perfis', 'Selecione os perfis de que precisa e abra todos juntos.'],
      ['Organize e comece', 'Deixe as janelas do mesmo tamanho, escolha a janela principal e ative o espelhamento.'],
      ['Trabalhe no ritmo humano', 'Atrasos aleatórios, tremor do mouse e texto diferente por perfil impedem que as janelas se movam em sincronia perfeita.'],
    ],
  },
  rpa: {
    seo: {
      title: 'Automação RPA sem código',
      description: 'Grave ou monte fluxos de navegador visualmente e rode-os em muitos perfis quando quiser ou por agendamento, com logs e capturas de tela.',
    },
    subtitle:
      'Monte rotinas de navegador visualmente ou grave-as uma vez e deixe que rodem em todos os perfis por agendamento, com um log e uma captura de tela de cada execução.',
    how: [
      ['Grave ou monte', 'Faça a tarefa uma vez em um perfil ou junte as ações no editor.'],
      ['Teste em um perfil', 'Acompanhe a execução passo a passo e corrija o seletor que falhar.'],
      ['Execute e agende', 'Rode em uma pasta com limite de execuções simultâneas ou diariamente em um horário aleatório.'],
    ],
  },
  'local-api': {
    seo: {
      title: 'API local para Puppeteer, Playwright e Selenium',
      description: 'Crie, inicie e pare perfis pelo seu próprio código e conecte Puppeteer, Playwright ou Selenium pelo DevTools.',
    },
    subtitle:
      'Uma API HTTP local inicia, para e gerencia perfis a partir dos seus scripts e entrega ao Puppeteer, ao Playwright ou ao Selenium um perfil em execução pronto para ser controlado.',
    how: [
      ['Ative e pegue uma chave', 'Ative a API nas configurações e copie a sua chave.'],
      ['Inicie um perfil', 'Uma única requisição POST devolve o endpoint do DevTools do perfil em execução.'],
      ['Conecte a sua biblioteca', 'Conecte Puppeteer, Playwright ou Selenium e rode o seu código sem alterações.'],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Gestão de perfis em massa',
      description: 'Crie perfis a partir de modelos, importe-os de arquivos, atribua proxies, tags e pastas e mova centenas de uma vez.',
    },
    subtitle:
      'Modelos, criação em lote, importações, pastas e tags mantêm milhares de perfis organizados, e as ações em massa alteram centenas deles em um só passo.',
    how: [
      ['Crie em massa', 'Crie em lote a partir de um modelo ou importe um CSV com nomes, proxies e notas.'],
      ['Organize', 'Distribua os perfis em pastas, aplique tags e salve as colunas da lista de que você precisa.'],
      ['Altere muitos de uma vez', 'Troque proxies, mude de pasta ou transfira perfis de toda uma seleção.'],
    ],
  },
  teamwork: {
    seo: {
      title: 'Trabalho em equipe: compartilhe perfis, não senhas',
      description:
        'Compartilhe pastas de perfis com funções e permissões, veja no registro de atividades quem usa o quê e desligue com segurança quem sai da equipe.',
    },
    subtitle:
      'Os colegas abrem perfis compartilhados em vez de entrar com senhas, veem só as pastas que a função deles permite e deixam registrado o que fizeram.',
    how: [
      ['Convide a sua equipe', 'Envie convites por e-mail e escolha a função de cada pessoa.'],
      ['Compartilhe pastas', 'Defina uma função por pasta e decida quem pode ver os proxies ou exportar cookies.'],
      ['Revise e desligue', 'Leia o registro de atividades e remova um membro com um clique quando ele sair.'],
    ],
  },
}
