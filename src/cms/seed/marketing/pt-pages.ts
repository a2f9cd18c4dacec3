import type { FeaturePages, SolutionPages } from './types'

/** As páginas de soluções em português europeu (pt-PT). */
export const solutions: SolutionPages = {
  'affiliate-marketing': {
    seo: {
      title: 'Navegador antideteção para marketing de afiliados',
      description:
        'Contas de anúncios, trackers e ferramentas de espionagem em perfis separados, acesso seguro para os media buyers e páginas de destino vistas de qualquer país.',
    },
    title: 'Cada fonte de tráfego, tracker e oferta no seu próprio perfil',
    subtitle:
      'Contas de anúncios, redes de afiliados, ferramentas de espionagem e verificação de páginas de destino: cada uma tem um navegador separado, com impressão digital e proxy próprios, e um bloqueio continua a ser só um.',
    benefits: [
      [
        'Um perfil por conta de anúncios',
        'As contas do Facebook, do Google e do TikTok ficam cada uma no seu perfil, com um proxy fixo, sem nunca partilharem o dispositivo.',
      ],
      [
        'Páginas de destino vistas de qualquer país',
        'Perfis descartáveis com um proxy móvel local mostram a página exatamente como um utilizador real desse país a receberia.',
      ],
      [
        'Ferramentas em comum sem credenciais em comum',
        'Deixe a ferramenta de espionagem ou o tracker num perfil e partilhe-o; o bloqueio mostra quem o está a usar nesse momento.',
      ],
      [
        'Cada media buyer vê apenas as suas pastas',
        'Dê a cada comprador as pastas da sua fonte de tráfego e do seu país, com a exportação de cookies desativada.',
      ],
    ],
    faq: [
      [
        'Vários media buyers podem usar a mesma conta de anúncios?',
        'Sim. Partilhe o perfil em vez da palavra-passe: todos trabalham a partir do mesmo dispositivo e do mesmo proxy, uma pessoa de cada vez.',
      ],
      [
        'O Polyprofile funciona com cloaking ou com trackers?',
        'Os trackers funcionam em qualquer perfil como num navegador comum. Não oferecemos cloaking, e as políticas de anúncios das plataformas continuam a aplicar-se.',
      ],
    ],
  },
  'e-commerce': {
    seo: {
      title: 'Navegador multiloja para vendedores de comércio eletrónico',
      description:
        'Gira lojas em vários marketplaces, cada uma com o seu próprio dispositivo e endereço, e dê acesso aos seus assistentes sem lhes passar palavras-passe.',
    },
    title: 'Um ambiente limpo para cada loja que gere',
    subtitle:
      'Quem vende na Amazon, no eBay, na Etsy e em marketplaces regionais mantém separados as sessões, o dispositivo e o IP de cada loja, e a equipa trabalha sem partilhar credenciais.',
    benefits: [
      [
        'Lojas que não se misturam',
        'Cada loja abre-se no seu próprio perfil, com um proxy estático no país onde a empresa está registada.',
      ],
      [
        'Assistentes sem palavras-passe',
        'Os assistentes virtuais trabalham dentro do perfil da loja: nunca veem as credenciais nem conseguem exportar a sessão.',
      ],
      [
        'A verificação matinal em minutos',
        'Um fluxo RPA faz capturas de ecrã do estado da conta e das mensagens de todas as lojas antes de a equipa chegar.',
      ],
      [
        'Preços tal como o comprador os vê',
        'Perfis com proxies locais mostram os preços e os resultados de pesquisa do marketplace tal como os veem os clientes de cada região.',
      ],
    ],
    faq: [
      [
        'É permitido ter várias contas de vendedor?',
        'Depende do marketplace. A Amazon, por exemplo, exige um motivo comercial legítimo e aprovação; cumpra as regras de cada plataforma.',
      ],
      [
        'Posso passar uma loja que já existe para um perfil?',
        'Sim. Importe os cookies da loja para um perfil com proxy e sistema compatíveis, e a sessão continua sem ser preciso voltar a introduzir as credenciais.',
      ],
    ],
  },
  'digital-agency': {
    seo: {
      title: 'Perfis de navegador para agências digitais',
      description:
        'Uma pasta por cliente, funções por pasta e um registo de atividade: gira as contas dos clientes em equipa sem andar a passar palavras-passe.',
    },
    title: 'Contas de clientes organizadas por cliente e partilhadas por função',
    subtitle:
      'As agências guardam as contas de anúncios, de redes sociais e de marketplaces de cada cliente numa pasta, dão a cada colaborador exatamente o acesso de que precisa e devolvem as contas sem pontas soltas.',
    benefits: [
      [
        'Uma pasta por cliente',
        'Os perfis de todas as contas de um cliente ficam juntos e são partilhados com as pessoas certas num só passo.',
      ],
      [
        'Funções por pasta',
        'Um gestor de contas pode administrar os perfis de um cliente e apenas abrir os de outro, no mesmo espaço de trabalho.',
      ],
      [
        'Um registo que gera confiança',
        'Veja quem abriu, editou ou exportou cada perfil e quando, e exporte o registo para os relatórios do cliente.',
      ],
      [
        'Entregas sem pontas soltas',
        'Transfira os perfis de um cliente para o espaço de trabalho dele com as impressões digitais, os cookies e os proxies intactos.',
      ],
    ],
    faq: [
      [
        'Quantas pessoas podem trabalhar num espaço de trabalho?',
        'O plano Equipa inclui 10 membros e o plano Empresarial não tem limite fixo. Cada membro entra com a sua própria conta.',
      ],
      [
        'Os clientes podem aceder às suas próprias contas?',
        'Sim. Convide o cliente como membro da pasta dele ou transfira os perfis para o espaço de trabalho dele quando o contrato terminar.',
      ],
    ],
  },
  'social-marketing': {
    seo: {
      title: 'Navegador multicontas para equipas de redes sociais',
      description:
        'Contas de marca e de clientes no Instagram, TikTok, X e LinkedIn em perfis separados, com acesso para a equipa e verificações espelhadas.',
    },
    title: 'Gira dezenas de contas sociais sem as confundir',
    subtitle:
      'Cada conta de marca ou de cliente mantém o seu próprio dispositivo e a sua localização, a equipa trabalha em perfis partilhados e as verificações de rotina levam minutos, não horas.',
    benefits: [
      [
        'Contas sempre coerentes',
        'Cada conta aparece sempre a partir do mesmo dispositivo e da mesma região, por isso os inícios de sessão não desencadeiam verificações de segurança.',
      ],
      [
        'Perfis móveis onde fazem sentido',
        'Predefinições de Android e iOS para as contas que foram criadas e usadas no telemóvel.',
      ],
      [
        'Métricas de todas as contas de uma vez',
        'O sincronizador abre a mesma página de métricas em vinte perfis e percorre-as todas em simultâneo.',
      ],
      [
        'Criadores sem credenciais',
        'Os criadores de conteúdo publicam a partir de perfis partilhados e nunca lidam com palavras-passe nem com códigos de dois fatores.',
      ],
    ],
    faq: [
      [
        'Posso agendar publicações através do Polyprofile?',
        'Use o agendador de cada plataforma ou a sua ferramenta de sempre dentro do perfil da conta; se precisar, o RPA automatiza os passos repetitivos.',
      ],
      [
        'As plataformas vão perceber que as contas são geridas em conjunto?',
        'Não através do navegador. Mas conteúdo partilhado, legendas idênticas ou o mesmo número de telefone podem, ainda assim, ligar as contas.',
      ],
    ],
  },
  'web-scraping': {
    seo: {
      title: 'Perfis de navegador para web scraping em grande escala',
      description:
        'Controle perfis de navegador reais com Puppeteer, Playwright ou Selenium através da API local, com impressões digitais e proxies coerentes.',
    },
    title: 'Recolha dados com navegadores reais que não parecem automatizados',
    subtitle:
      'Inicie perfis a partir do seu código, ligue a biblioteca de automação de sempre e recolha dados públicos com impressões digitais coerentes, proxies rotativos e modo headless.',
    benefits: [
      [
        'Funciona com o seu código',
        'A API local devolve um endpoint do DevTools para o Puppeteer, o Playwright e o Selenium; os seus scripts correm sem alterações.',
      ],
      [
        'Sem marcas de automação',
        'Os perfis escondem as flags do webdriver e as diferenças do modo headless que o Chromium simples deixa à vista.',
      ],
      [
        'Headless sem uma nova impressão digital',
        'No modo headless, o perfil apresenta o mesmo dispositivo que com janela e usa cerca de metade da memória.',
      ],
      [
        'Um proxy por worker',
        'Dê a cada perfil o seu próprio endereço rotativo, residencial ou de centro de dados, e mude-o através da API.',
      ],
    ],
    faq: [
      [
        'Que plano inclui a API local?',
        'Os planos Equipa e Empresarial. Os fluxos RPA, para recolher dados sem programar, estão disponíveis a partir do plano Base.',
      ],
      [
        'O Polyprofile funciona num servidor Linux?',
        'Sim. Execute os perfis em modo headless através da API local ou com janela num ecrã virtual, como o Xvfb.',
      ],
    ],
  },
  'traffic-arbitrage': {
    seo: {
      title: 'Navegador antideteção para arbitragem de tráfego',
      description:
        'Aqueça, lance e escale contas de anúncios em muitas fontes de tráfego a partir de perfis isolados, com proxies fixos e funções para a equipa.',
    },
    title: 'Escale contas de anúncios em várias fontes sem bloqueios em cadeia',
    subtitle:
      'As equipas de arbitragem aquecem e gerem contas no Facebook, Google, TikTok e redes nativas a partir de perfis isolados, e impedem que a restrição de uma se propague às outras.',
    benefits: [
      [
        'Aquecimento em grande escala',
        'O robô de cookies dá aos perfis novos um histórico de navegação na região deles antes de as contas serem criadas.',
      ],
      [
        'Proxies fixos para as contas com investimento',
        'Atribua em massa um endereço ISP ou móvel a cada conta e teste cada endereço antes do lançamento.',
      ],
      [
        'Criação em massa a partir de modelos',
        'Crie cinquenta perfis a partir de um modelo num só passo, cada um com o seu dispositivo e as suas sementes de ruído.',
      ],
      [
        'Farmers e compradores separados',
        'Quem prepara as contas e quem compra media vê apenas as pastas da sua etapa do funil.',
      ],
    ],
    faq: [
      [
        'Quantas contas aguenta um único computador?',
        'Pode ter tantos perfis quantos quiser; cada perfil aberto precisa de cerca de 300 a 600 MB de memória em sites comuns.',
      ],
      [
        'O Polyprofile vende contas ou proxies?',
        'Não. Os proxies e as contas são seus; a nossa página de parceiros indica fornecedores com descontos para os nossos utilizadores.',
      ],
    ],
  },
  ticketing: {
    seo: {
      title: 'Perfis de navegador para equipas de venda de bilhetes',
      description:
        'Agências de viagens e equipas de eventos gerem as contas dos clientes em sites de bilhetes em perfis separados, com acesso partilhado e proxies locais.',
    },
    title: 'Muitas contas em sites de bilhetes sem acionar a segurança',
    subtitle:
      'Agências e equipas de eventos empresariais mantêm a conta de bilhetes de cada cliente no respetivo perfil, acompanham as vendas noutras regiões e trabalham nas contas em conjunto.',
    benefits: [
      [
        'Um perfil por conta de cliente',
        'Cada conta mantém a sua própria sessão e o seu dispositivo, por isso os inícios de sessão não parecem uma usurpação de conta.',
      ],
      [
        'Vendas regionais com olhar local',
        'Perfis com proxies no país do evento mostram preços e disponibilidade tal como os compradores de lá os veem.',
      ],
      [
        'Filas que passam de mão em mão',
        'Partilhe perfis para que quem estiver livre assuma uma sessão na fila sem ter de voltar a entrar na conta.',
      ],
      [
        'Sessões fiáveis no dia da venda',
        'A sessão mantém-se aberta de um arranque para o seguinte, e ninguém luta com a página de início de sessão quando as vendas abrem.',
      ],
    ],
    faq: [
      [
        'O Polyprofile serve para contornar limites de compra?',
        'Não. As plataformas de bilhética definem limites por cliente e por evento; respeite esses limites e os termos das plataformas.',
      ],
      [
        'Posso entrar na fila em vários perfis?',
        'Cada perfil é um navegador separado e pode ocupar a sua própria posição na fila, se a plataforma o permitir para essa conta.',
      ],
    ],
  },
  'google-servies': {
    seo: {
      title: 'Gira várias contas do Google em segurança',
      description:
        'Contas do Google Ads, Merchant Center, YouTube e Workspace de empresas diferentes em perfis separados, cada um com o seu próprio dispositivo.',
    },
    title: 'Muitas contas do Google, cada uma no seu próprio dispositivo',
    subtitle:
      'Contas do Google Ads, Merchant Center, Perfil da Empresa e YouTube de negócios diferentes ficam em perfis separados, e a suspensão de uma não chega às outras.',
    benefits: [
      [
        'Acabou a troca de contas',
        'Cada conta do Google fica no seu próprio perfil, e não num navegador partilhado que liga todos os inícios de sessão entre si.',
      ],
      [
        'Ads e Merchant Center por empresa',
        'Anunciantes e agências mantêm separados a faturação, os feeds e as campanhas de cada empresa.',
      ],
      [
        'Inícios de sessão estáveis',
        'O dispositivo e a localização são os mesmos sempre que entra, por isso o Google pede verificação com menos frequência.',
      ],
      [
        'Acesso da equipa sem partilhar palavras-passe do Google',
        'Os colegas abrem o perfil partilhado, e a verificação em dois passos da conta continua nas mãos do titular.',
      ],
    ],
    faq: [
      [
        'Porque não usar os perfis do Chrome?',
        'Os perfis do Chrome partilham a mesma impressão digital do dispositivo e o mesmo endereço IP; os perfis do Polyprofile parecem computadores diferentes.',
      ],
      [
        'As extensões do Chrome funcionam?',
        'Sim. Instale-as em cada perfil a partir da Chrome Web Store, tal como no próprio Chrome.',
      ],
    ],
  },
  facebook: {
    seo: {
      title: 'Gira várias contas de anúncios do Facebook',
      description:
        'Dispositivos separados, proxies fixos e acesso partilhado para contas de anúncios do Facebook e da Meta, com uma configuração que limita bloqueios em cadeia.',
    },
    title: 'Cada conta do Facebook no seu próprio dispositivo e proxy',
    subtitle:
      'Media buyers e agências gerem perfis pessoais, gestores de negócio e contas de anúncios a partir de perfis isolados com endereços fixos, e partilham tudo sem partilhar credenciais.',
    benefits: [
      [
        'Um administrador, um dispositivo',
        'A conta pessoal que gere os anúncios aparece sempre com a mesma impressão digital e o mesmo endereço ISP.',
      ],
      [
        'Aquecer antes de gastar',
        'O perfil acumula um histórico de navegação normal e atividade na conta antes de ser adicionado um cartão.',
      ],
      [
        'Designer e analista na mesma conta',
        'Partilhe o perfil com a função Membro: todos trabalham a partir do mesmo dispositivo, um de cada vez.',
      ],
      [
        'Restrições que não se propagam',
        'Contas que nunca partilham dispositivo nem endereço não podem ser associadas através do navegador.',
      ],
    ],
    faq: [
      [
        'Isto evita qualquer restrição?',
        'Não. Violações das políticas, problemas de pagamento e cartões ou páginas em comum continuam a provocar restrições; o navegador elimina a ligação através do dispositivo.',
      ],
      [
        'Que proxies funcionam melhor para o Facebook?',
        'Proxies ISP estáticos ou móveis dedicados no país da conta, um por conta, mantidos durante toda a vida dela.',
      ],
    ],
  },
  'twitter-x': {
    seo: {
      title: 'Gira várias contas do X (Twitter)',
      description:
        'Contas do X de marca, de apoio ao cliente e regionais em perfis separados, com dispositivos próprios e acesso partilhado para a sua equipa de redes sociais.',
    },
    title: 'Contas do X de marca, de apoio e regionais, bem separadas',
    subtitle:
      'As equipas de redes sociais gerem várias contas do X sem terem de voltar a entrar a toda a hora nem sofrerem bloqueios de segurança: cada conta tem o seu perfil, o seu dispositivo e a sua localização.',
    benefits: [
      [
        'Acabou o entrar e sair',
        'Cada conta mantém a sessão iniciada no seu próprio perfil; mudar de conta é um clique, não uma palavra-passe.',
      ],
      [
        'Menos bloqueios de segurança',
        'As contas aparecem sempre a partir do mesmo dispositivo e da mesma região, o padrão que o X espera de um utilizador real.',
      ],
      [
        'Turnos de apoio sem interrupções',
        'O turno seguinte abre o mesmo perfil e continua na mesma sessão.',
      ],
      [
        'Monitorização de todas as contas',
        'Abra as notificações de dez contas lado a lado com o sincronizador.',
      ],
    ],
    faq: [
      [
        'O X permite várias contas por pessoa?',
        'O X aceita várias contas para fins legítimos, como uma de marca e outra de apoio ao cliente; as regras da plataforma sobre automação e spam continuam a aplicar-se.',
      ],
      [
        'Posso usar a versão móvel?',
        'Sim. Os perfis móveis apresentam-se como um dispositivo Android ou iOS e abrem o X no formato para telemóvel.',
      ],
    ],
  },
  tiktok: {
    seo: {
      title: 'Gira várias contas do TikTok a partir de um só lugar',
      description:
        'Impressões digitais móveis, proxies móveis regionais e acesso da equipa para contas de marca e de nicho no TikTok, com rotinas que evitam a quebra de alcance.',
    },
    title: 'Contas do TikTok que parecem os telemóveis em que foram criadas',
    subtitle:
      'Marcas e agências gerem contas do TikTok para cada mercado a partir de perfis móveis com proxies de operadoras locais, e os vídeos chegam ao público para o qual foram feitos.',
    benefits: [
      [
        'Predefinições de telemóveis reais',
        'Os perfis Android e iOS definem em conjunto o user agent, o ecrã, o toque e a GPU de um modelo de telemóvel real.',
      ],
      [
        'Proxies de operadoras locais',
        'Proxies móveis no mercado de cada conta, com mudança de IP entre sessões a partir da barra de ferramentas.',
      ],
      [
        'Métricas de dez contas de uma vez',
        'Abra as estatísticas de todas as contas lado a lado e compare-as sem terminar a sessão e voltar a entrar.',
      ],
      [
        'Aprovação do cliente sem palavras-passe',
        'O cliente revê os rascunhos no perfil partilhado, com a exportação de cookies desativada.',
      ],
    ],
    faq: [
      [
        'Porque é que os meus vídeos têm zero visualizações?',
        'Em geral, trata-se de uma região incompatível, de conteúdo duplicado ou de uma mudança de dispositivo; veja o nosso artigo sobre erros com contas do TikTok.',
      ],
      [
        'Posso publicar a partir de um perfil de computador?',
        'Sim, a versão web do TikTok permite carregar vídeos. Mas mantenha em perfis móveis as contas que foram criadas no telemóvel.',
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
      'Vendedores com várias contas aprovadas mantêm separados as sessões, o dispositivo e a rede de cada loja, e dão acesso à equipa através de perfis, não de palavras-passe.',
    benefits: [
      [
        'Endereços ISP estáticos',
        'Cada loja liga-se a partir de um endereço fixo no país onde a respetiva empresa está registada.',
      ],
      [
        'Um dispositivo que nunca muda',
        'A impressão digital escolhida na configuração mantém-se fixa durante toda a vida da conta, como a Amazon espera.',
      ],
      [
        'Assistentes dentro da sua sessão',
        'Os assistentes virtuais trabalham em perfis partilhados e nunca acedem à sua conta a partir dos navegadores deles.',
      ],
      [
        'O estado das contas num relance',
        'Um fluxo RPA agendado guarda todas as manhãs capturas da página de estado da conta de cada loja.',
      ],
    ],
    faq: [
      [
        'A Amazon permite mais de uma conta de vendedor?',
        'Apenas com uma necessidade comercial legítima e a aprovação da Amazon. O Polyprofile mantém as contas aprovadas tecnicamente separadas.',
      ],
      [
        'Também posso usar a aplicação Amazon Seller no telemóvel?',
        'Sim, mas use cada telemóvel para uma única loja: um aparelho usado para duas lojas liga uma à outra.',
      ],
    ],
  },
  discord: {
    seo: {
      title: 'Gira várias contas do Discord',
      description:
        'Gestores de comunidade e moderadores gerem várias contas do Discord em perfis separados, sempre com a sessão iniciada e partilhadas com a equipa.',
    },
    title: 'Modere e gira comunidades com várias contas do Discord',
    subtitle:
      'As equipas de comunidade mantêm lado a lado, com a sessão iniciada, as contas de marca, de moderação e dos donos de bots, cada uma no seu perfil, sem entrar e sair o dia inteiro.',
    benefits: [
      [
        'Todas as contas sempre ligadas',
        'A versão web do Discord mantém a sessão iniciada em cada perfil, por isso mudar de conta demora um clique.',
      ],
      [
        'Turnos de moderação sem passar palavras-passe',
        'Os moderadores abrem o perfil partilhado da conta da equipa durante o seu turno.',
      ],
      [
        'Vários servidores à vista',
        'Disponha as janelas de contas diferentes lado a lado e acompanhe cada servidor em tempo real.',
      ],
      [
        'Dispositivos estáveis, menos captchas',
        'Com impressões digitais e endereços que não mudam, o Discord pede verificação com menos frequência.',
      ],
    ],
    faq: [
      [
        'O Discord permite ter várias contas?',
        'O Discord deixa cada pessoa ter mais de uma conta; o spam, os raids e contornar banimentos vão contra as regras da plataforma.',
      ],
      [
        'É possível executar bots no Polyprofile?',
        'Os bots usam a API do Discord e não precisam de navegador. Os perfis destinam-se às contas humanas que são donas dos bots e os administram.',
      ],
    ],
  },
  linkedin: {
    seo: {
      title: 'Várias contas do LinkedIn para a sua equipa',
      description:
        'Recrutadores e equipas comerciais mantêm cada licença do LinkedIn no seu próprio perfil, com um dispositivo estável e acesso partilhado entre turnos.',
    },
    title: 'LinkedIn para recrutamento e vendas: cada licença no seu aparelho',
    subtitle:
      'As equipas de recrutamento e as equipas comerciais mantêm cada licença do LinkedIn com a sessão iniciada num dispositivo estável, partilham-nas entre fusos horários e deixam de acionar verificações de segurança.',
    benefits: [
      [
        'Um dispositivo estável por licença',
        'Cada licença entra com a mesma impressão digital e a partir da mesma região, sem pedidos de verificação repetidos.',
      ],
      [
        'Passagem de turno entre fusos horários',
        'Um colega noutro escritório continua na mesma sessão através do perfil partilhado.',
      ],
      [
        'Sales Navigator em cada perfil',
        'As extensões e ferramentas que a sua equipa usa são instaladas em cada perfil, com definições próprias.',
      ],
      [
        'Um acesso que facilita a conformidade',
        'O registo de atividade anota quem usou cada licença e quando.',
      ],
    ],
    faq: [
      [
        'Uma pessoa pode gerir várias contas do LinkedIn?',
        'Os termos do LinkedIn permitem uma conta pessoal por pessoa. Use os perfis para gerir licenças de diferentes membros da equipa.',
      ],
      [
        'O Polyprofile automatiza a prospeção no LinkedIn?',
        'Oferece RPA e uma API, mas o LinkedIn restringe atividades automatizadas; mantenha a prospeção dentro dos limites da plataforma.',
      ],
    ],
  },
  crypto: {
    seo: {
      title: 'Perfis de navegador para equipas de criptomoedas',
      description:
        'Contas em corretoras, extensões de carteira e testes de dApps em perfis separados, cada um com o seu dispositivo, o seu proxy e o seu armazenamento.',
    },
    title: 'Contas em corretoras e carteiras, cada uma num navegador separado',
    subtitle:
      'Fundos, market makers e equipas de Web3 separam as contas em corretoras de entidades diferentes e as extensões de carteira, e testam dApps tal como os utilizadores de cada região as veem.',
    benefits: [
      [
        'Extensões de carteira por perfil',
        'Cada perfil tem o seu próprio armazenamento de extensões, por isso uma carteira nunca aparece no navegador errado.',
      ],
      [
        'Separação por entidade',
        'As contas em corretoras de pessoas coletivas diferentes entram a partir dos seus próprios dispositivos e endereços.',
      ],
      [
        'Testes de dApps por região',
        'Verifique como a sua aplicação e as respetivas restrições geográficas se comportam para utilizadores de outros países.',
      ],
      [
        'Encriptação em disco e na sincronização',
        'Os dados do perfil, incluindo o armazenamento das extensões, são encriptados antes de saírem do seu computador.',
      ],
    ],
    faq: [
      [
        'Posso guardar frases-semente num perfil?',
        'As extensões de carteira guardam as chaves encriptadas no perfil. Para montantes elevados, uma carteira de hardware continua a ser a opção mais segura.',
      ],
      [
        'Isto serve para fazer farming de airdrops com muitas carteiras?',
        'Muitos projetos proíbem várias carteiras por pessoa nos airdrops. Cumpra as regras de cada projeto; não apoiamos o farming Sybil.',
      ],
    ],
  },
  betting: {
    seo: {
      title: 'Perfis para afiliados e analistas de apostas',
      description:
        'Afiliados de apostas e analistas de odds veem as casas de apostas de cada mercado, gerem as contas de parceiro e partilham-nas com a equipa.',
    },
    title: 'As odds e ofertas de cada mercado, como o apostador local as vê',
    subtitle:
      'Afiliados e analistas de apostas verificam as odds, os bónus e as páginas de destino das casas de apostas em cada mercado e mantêm as contas de afiliado em perfis separados e partilhados.',
    benefits: [
      [
        'Olhar local em cada mercado',
        'Perfis com proxies em cada país mostram as odds, os bónus e as páginas que os clientes de lá recebem.',
      ],
      [
        'Painéis de afiliado num só lugar',
        'As contas dos programas de afiliados mantêm a sessão iniciada no respetivo perfil e ficam partilhadas com a equipa.',
      ],
      [
        'Promoções verificadas para efeitos de conformidade',
        'Um fluxo RPA faz automaticamente capturas de ecrã das páginas de bónus de cada mercado.',
      ],
      [
        'Sem confundir marcas',
        'Pastas por operador ou por mercado evitam que uma conta seja usada no sítio errado.',
      ],
    ],
    faq: [
      [
        'Posso usar isto para contornar os limites de uma casa de apostas?',
        'Não. Os termos dos operadores permitem uma conta por cliente, e a legislação sobre apostas aplica-se; cumpra ambos.',
      ],
      [
        'Que países posso ver?',
        'Qualquer país em que tenha um proxy; o fuso horário e o idioma do perfil acompanham o proxy automaticamente.',
      ],
    ],
  },
}

/** As páginas de funcionalidades em português europeu (pt-PT). */
export const features: FeaturePages = {
  'multi-account-management': {
    seo: {
      title: 'Gestão de várias contas em perfis isolados',
      description:
        'Gira centenas de contas num único computador, cada uma num perfil de navegador separado com impressão digital, cookies e proxy próprios.',
    },
    subtitle:
      'Cada conta vive num navegador separado que parece um computador próprio, com impressão digital, armazenamento e rede próprios, e abre-se com um clique.',
    how: [
      [
        'Crie um perfil por conta',
        'Dê-lhe o nome da conta; o Polyprofile atribui-lhe aleatoriamente um dispositivo realista.',
      ],
      [
        'Dê-lhe um proxy próprio',
        'Cole o endereço, teste-o, e o perfil passa a usar o fuso horário e o idioma desse endereço.',
      ],
      [
        'Inicie sessão uma vez',
        'A sessão fica guardada no perfil, encriptada, e acompanha-o noutros computadores.',
      ],
    ],
  },
  synchronizer: {
    seo: {
      title: 'Sincronizador: uma janela controla muitas',
      description:
        'Espelhe cliques, escrita e deslocamento da página de uma janela de perfil noutras vinte, com atrasos aleatórios e variações de texto.',
    },
    subtitle:
      'Trabalhe numa janela e veja os mesmos cliques, a mesma escrita e o mesmo deslocamento acontecerem em todos os outros perfis abertos, que para os sites continuam a ser utilizadores diferentes.',
    how: [
      ['Abra os perfis', 'Selecione os perfis de que precisa e abra-os todos em conjunto.'],
      [
        'Organize e comece',
        'Dê o mesmo tamanho às janelas, escolha a janela principal e ative o espelhamento.',
      ],
      [
        'Trabalhe a um ritmo humano',
        'Atrasos aleatórios, tremor do rato e texto diferente por perfil impedem que as janelas se movam em sincronia perfeita.',
      ],
    ],
  },
  rpa: {
    seo: {
      title: 'Automação RPA sem código',
      description:
        'Grave ou monte fluxos de navegador visualmente e execute-os em muitos perfis quando quiser ou de forma agendada, com registos e capturas de ecrã.',
    },
    subtitle:
      'Monte rotinas de navegador visualmente ou grave-as uma vez e deixe-as correr em todos os perfis de forma agendada, com um registo e uma captura de ecrã de cada execução.',
    how: [
      ['Grave ou monte', 'Faça a tarefa uma vez num perfil ou junte as ações no editor.'],
      ['Teste num perfil', 'Acompanhe a execução passo a passo e corrija o seletor que falhar.'],
      [
        'Execute e agende',
        'Execute numa pasta com um limite de execuções simultâneas ou diariamente a uma hora aleatória.',
      ],
    ],
  },
  'local-api': {
    seo: {
      title: 'API local para Puppeteer, Playwright e Selenium',
      description:
        'Crie, inicie e pare perfis a partir do seu próprio código e ligue o Puppeteer, o Playwright ou o Selenium através do DevTools.',
    },
    subtitle:
      'Uma API HTTP local inicia, para e gere perfis a partir dos seus scripts e entrega ao Puppeteer, ao Playwright ou ao Selenium um perfil em execução pronto a ser controlado.',
    how: [
      ['Ative-a e obtenha uma chave', 'Ative a API nas definições e copie a sua chave.'],
      [
        'Inicie um perfil',
        'Um único pedido POST devolve o endpoint do DevTools do perfil em execução.',
      ],
      [
        'Ligue a sua biblioteca',
        'Ligue o Puppeteer, o Playwright ou o Selenium e execute o seu código sem alterações.',
      ],
    ],
  },
  'multi-profiles-management': {
    seo: {
      title: 'Gestão de perfis em massa',
      description:
        'Crie perfis a partir de modelos, importe-os de ficheiros, atribua proxies, etiquetas e pastas e mova centenas de uma só vez.',
    },
    subtitle:
      'Modelos, criação em lote, importações, pastas e etiquetas mantêm milhares de perfis organizados, e as ações em massa alteram centenas deles num só passo.',
    how: [
      [
        'Crie em massa',
        'Crie em lote a partir de um modelo ou importe um CSV com nomes, proxies e notas.',
      ],
      [
        'Organize',
        'Distribua os perfis por pastas, aplique etiquetas e guarde as colunas da lista de que precisa.',
      ],
      [
        'Altere muitos de uma vez',
        'Substitua proxies, mude de pasta ou transfira os perfis de toda uma seleção.',
      ],
    ],
  },
  teamwork: {
    seo: {
      title: 'Trabalho em equipa: partilhe perfis, não palavras-passe',
      description:
        'Partilhe pastas de perfis com funções e permissões, veja no registo de atividade quem usa o quê e retire com segurança o acesso a quem sai da equipa.',
    },
    subtitle:
      'Os colegas abrem perfis partilhados em vez de iniciarem sessão com palavras-passe, veem apenas as pastas que a sua função permite e deixam registado o que fizeram.',
    how: [
      ['Convide a sua equipa', 'Envie convites por e-mail e escolha a função de cada pessoa.'],
      [
        'Partilhe pastas',
        'Defina uma função por pasta e decida quem pode ver os proxies ou exportar cookies.',
      ],
      [
        'Reveja e remova',
        'Leia o registo de atividade e remova um membro com um clique quando ele sair da equipa.',
      ],
    ],
  },
}
