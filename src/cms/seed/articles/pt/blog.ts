import type { ArticleText } from '../types'

/** Os seis posts mais recentes do blog. */
export const posts: Record<string, ArticleText> = {
  'fingerprints-guide': {
    title: 'Impressão digital: o que os sites veem e como separar os perfis',
    excerpt:
      'A impressão digital é a soma de dezenas de pequenos dados que o seu navegador informa. Veja quais são, quais pesam mais para as plataformas e como o Polyprofile mantém cada perfil coerente.',
    description:
      'O que compõe a impressão digital de um navegador, quais sinais pesam mais para as plataformas e como o Polyprofile mantém cada perfil coerente e separado.',
    body: [
      {
        p: 'Apague os cookies, troque de endereço IP, entre em uma segunda conta, e muitas plataformas ainda vão saber que é você. O motivo é a **impressão digital do navegador**: um retrato do seu dispositivo montado a partir de informações que todo navegador entrega a cada página que abre.',
      },
      { h2: 'O que compõe uma impressão digital' },
      {
        p: 'Nenhum valor isolado identifica você. A impressão digital funciona porque dezenas de valores comuns, combinados, se tornam raros. Um script de detecção típico coleta o seguinte em bem menos de um segundo:',
      },
      {
        ul: [
          '**Dados do navigator:** user agent, plataforma, lista de idiomas, número de processadores lógicos (`hardwareConcurrency`) e memória do dispositivo.',
          '**Tela:** resolução, área disponível descontada a barra de tarefas, profundidade de cor e proporção de pixels.',
          '**Gráficos:** as strings de fabricante e de renderizador do WebGL, as extensões suportadas e os pixels exatos que um desenho em canvas produz na sua GPU.',
          '**Áudio:** minúsculas diferenças de arredondamento quando a Web Audio API processa um sinal de teste.',
          '**Fontes:** quais de algumas centenas de nomes de fontes são renderizadas com uma largura mensurável.',
          '**Rede:** o fuso horário, o endereço IP e os endereços locais que o WebRTC pode vazar passando por cima de um proxy.',
          '**Client hints:** os cabeçalhos mais recentes `Sec-CH-UA-*`, que descrevem a marca do navegador, a versão da plataforma e a arquitetura.',
        ],
      },
      {
        p: 'Pesquisas públicas, como o projeto Cover Your Tracks, da EFF, constataram que a grande maioria dos navegadores testados era única só com esses sinais. Os cookies são opcionais para rastrear alguém; a impressão digital, não.',
      },
      { h2: 'Quais sinais pesam mais para as plataformas' },
      {
        p: 'Redes de anúncios, marketplaces e redes sociais não publicam os seus modelos, mas os padrões que aparecem nas revisões de contas são consistentes. Três grupos de sinais importam mais do que o resto.',
      },
      {
        ol: [
          '**Hashes de canvas, WebGL e áudio.** São difíceis de mudar por acaso, então duas contas que compartilham esses hashes são tratadas como um único dispositivo.',
          '**Coerência entre os sinais.** Um user agent de Windows com um renderizador de GPU da Apple, ou um IP de Berlim com o fuso horário de São Paulo, é um sinal de alerta mais forte do que qualquer valor isolado.',
          '**Estabilidade ao longo do tempo.** Dispositivos reais mudam devagar. Um perfil cujo tamanho de tela ou lista de fontes muda a cada login parece automatizado.',
        ],
      },
      { h2: 'Como o Polyprofile monta um perfil' },
      {
        p: 'Quando você cria um perfil, o Polyprofile sorteia uma configuração de dispositivo completa a partir de um banco de combinações reais de hardware e a mantém fixa durante toda a vida do perfil. As saídas de canvas, WebGL e áudio recebem uma semente de ruído estável por perfil, de modo que cada perfil produz sempre o seu próprio hash e nenhum par de perfis compartilha o mesmo.',
      },
      {
        p: 'O fuso horário, o idioma e a geolocalização vêm, por padrão, em **Com base no IP**: ao iniciar, o cliente lê o endereço de saída do proxy e ajusta os três para combinar com ele. O WebRTC fica em *Substituir*, que informa o IP do proxy em vez do seu IP real. Você pode mudar qualquer valor, e o editor do perfil mostra um alerta quando uma mudança cria uma incoerência, por exemplo uma plataforma macOS com uma string de renderizador Direct3D.',
      },
      { h2: 'Um teste rápido' },
      {
        p: 'Antes de entrar em uma conta valiosa com um perfil novo, abra dentro dele dois ou três verificadores públicos e compare os resultados com o que você configurou:',
      },
      {
        ul: [
          'O IP, o país e o fuso horário batem entre si.',
          'O teste de WebRTC mostra só o endereço do proxy, nunca o IP da sua casa ou do seu escritório.',
          'O sistema, a tela e a GPU informados formam um dispositivo que alguém poderia realmente ter.',
          'Um segundo perfil aberto no mesmo computador mostra hashes de canvas e WebGL diferentes.',
        ],
      },
      {
        p: 'Depois, feche o perfil, abra de novo e rode o verificador outra vez. Os hashes devem ser idênticos aos da primeira vez. Se mudarem de uma sessão para outra, fale com o suporte informando o ID do perfil, porque a estabilidade importa tanto quanto a exclusividade.',
      },
      { h2: 'O que uma impressão digital não resolve' },
      {
        p: 'Boas impressões digitais eliminam o vínculo técnico entre as contas, não o comportamental. Pagar duas contas de anúncio com o mesmo cartão, reaproveitar um número de telefone de recuperação ou copiar criativos idênticos entre contas vai ligá-las, por mais limpo que o navegador esteja. Trate o perfil como uma parte de uma identidade separada, junto com o seu próprio proxy, a sua forma de pagamento e os seus hábitos.',
      },
      {
        p: 'Para a lista completa de parâmetros e o que cada opção faz, veja a [referência dos parâmetros da impressão digital](/docs/fingerprint-parameters).',
      },
    ],
  },
  'proxies-guide': {
    title: 'Residencial, móvel ou data center: qual proxy usar em cada perfil',
    excerpt:
      'O tipo de proxy decide quanta confiança um perfil transmite antes mesmo de carregar uma página. Comparamos proxies residenciais, móveis, ISP e de data center por preço, estabilidade e risco.',
    description:
      'Proxies residenciais, móveis, ISP e de data center comparados por confiança, preço e estabilidade, com uma regra prática de qual perfil precisa de qual.',
    body: [
      {
        p: 'Cada perfil no Polyprofile pode ter o seu próprio proxy, e deveria ter. A impressão digital diz ao site qual dispositivo você usa; o endereço IP diz onde você está e em que tipo de rede. Escolher o tipo errado é um dos motivos mais comuns para um perfil montado com cuidado receber um pedido de verificação logo no primeiro dia.',
      },
      { h2: 'Os quatro tipos, um parágrafo cada' },
      { h3: 'Data center' },
      {
        p: 'Endereços que pertencem a empresas de hospedagem. São rápidos e baratos, muitas vezes menos de um dólar por IP por mês, mas qualquer plataforma consegue ver que o endereço pertence a uma fazenda de servidores, e não a uma residência. Use-os para coletar páginas públicas e em ferramentas que não dependem de confiança.',
      },
      { h3: 'ISP (residencial estático)' },
      {
        p: 'Endereços registrados em nome de provedores de internet residencial, mas hospedados em data centers. Eles mantêm o mesmo IP por meses, o que combina com contas de vida longa, como lojas em marketplaces. Conte com pagar de dois a cinco dólares por IP.',
      },
      { h3: 'Residencial' },
      {
        p: 'O tráfego sai por conexões domésticas reais. A confiança é alta e a escolha geográfica é ampla, chegando ao nível de cidade. Em geral são cobrados por gigabyte, e o endereço pode mudar entre as sessões, a menos que o fornecedor ofereça sessões fixas (sticky) de 10 a 30 minutos ou mais.',
      },
      { h3: 'Móvel' },
      {
        p: 'Endereços de operadoras 4G e 5G. Como milhares de celulares reais dividem um mesmo endereço da operadora por meio de CGNAT, as plataformas raramente os bloqueiam, o que faz dos proxies móveis a opção mais tolerante e também a mais cara. A maioria dos fornecedores dá um link que pede um IP novo quando você quiser.',
      },
      { h2: 'O proxy certo para cada trabalho' },
      {
        ul: [
          '**Contas de anúncio e contas com pagamento vinculado:** ISP ou móvel, um endereço fixo por perfil, nunca compartilhado.',
          '**Contas sociais que você aquece por semanas:** móvel ou residencial fixo na mesma cidade em todas as sessões.',
          '**Vendedores de marketplace:** proxies ISP no país da loja, mantidos durante toda a vida da conta.',
          '**Scraping e monitoramento de preços:** pools rotativos residenciais ou de data center; volume importa mais do que confiança.',
          '**Ver como os anúncios aparecem no exterior:** qualquer proxy residencial no país de destino, com rotação à vontade.',
        ],
      },
      { h2: 'Configurando no Polyprofile' },
      {
        p: 'Abra um perfil, vá para **Proxy** e cole o endereço em qualquer um dos formatos comuns, como `host:porta:usuário:senha` ou `socks5://usuário:senha@host:porta`. Clique em **Testar**: o cliente se conecta pelo proxy e mostra o IP de saída, o país, a cidade, o fuso horário e a latência. Se o resultado estiver certo, salve. O perfil vai assumir o fuso horário e o idioma desse endereço a cada inicialização.',
      },
      {
        p: 'No caso dos proxies móveis, cole também o link de rotação no campo **URL de troca de IP**. Um botão aparece então na barra de ferramentas do perfil, e a API local pode chamar o mesmo link antes de cada sessão automatizada.',
      },
      { h2: 'Três verificações antes de comprar em quantidade' },
      {
        ol: [
          'Compre primeiro um ou dois endereços e passe-os por um verificador de reputação de IP. Um proxy que aparece em listas públicas de spam vai custar mais em contas perdidas do que economiza.',
          'Confirme que o fornecedor oferece o protocolo de que você precisa. Alguns pools residenciais só oferecem HTTP, e certas ferramentas funcionam melhor com SOCKS5.',
          'Pergunte como as sessões terminam. Uma sessão fixa que expira no meio de um checkout ou do lançamento de um anúncio parece, para a plataforma, exatamente uma invasão de conta.',
        ],
      },
      {
        p: 'Vários fornecedores da nossa [página de parceiros](/partner) oferecem descontos para usuários do Polyprofile, e a [documentação de proxies](/docs/proxies) lista todos os formatos aceitos. Se um proxy passa no teste do próprio fornecedor mas falha no cliente, o [artigo de ajuda sobre proxies](/helps/fix-proxies) percorre as causas mais comuns.',
      },
    ],
  },
  'teamwork-guide': {
    title: 'Como compartilhar perfis de navegador com a equipe sem passar senhas',
    excerpt:
      'Mandar senhas pelo chat e deixar três pessoas entrarem de três cidades é o caminho para as contas serem sinalizadas. Perfis compartilhados, funções e pastas resolvem os dois problemas.',
    description:
      'Como dar aos colegas acesso às contas com perfis compartilhados, funções e pastas, sem que logins, cookies e proxies saiam do espaço de trabalho.',
    body: [
      {
        p: 'Quase toda equipe começa a compartilhar contas do mesmo jeito: uma planilha com os logins, um grupo no chat para os códigos de 2FA e cada um entrando pelo próprio notebook. Funciona até a plataforma perceber uma conta sendo usada em quatro dispositivos de três países e bloqueá-la para revisão.',
      },
      {
        p: 'Os perfis compartilhados resolvem isso. A conta continua logada dentro de um perfil, com uma impressão digital e um proxy, e quem precisa dela abre esse perfil em vez de fazer login de novo. Ninguém precisa da senha, e a plataforma vê um único dispositivo coerente.',
      },
      { h2: 'Como funciona o compartilhamento' },
      {
        p: 'Um espaço de trabalho do Polyprofile pertence ao proprietário, que convida os membros por e-mail. Os perfis ficam no espaço de trabalho, não no computador de alguém. Quando um membro abre um perfil, o cliente baixa os dados criptografados, roda o perfil localmente e envia as alterações quando a janela é fechada. Enquanto está aberto, o perfil fica bloqueado para os demais e mostra quem o está usando, então duas pessoas nunca operam a mesma conta ao mesmo tempo.',
      },
      { h2: 'Funções, do maior para o menor acesso' },
      {
        ul: [
          '**Proprietário:** cobrança, exclusão do espaço de trabalho e tudo o que vem abaixo. Existe exatamente um.',
          '**Administrador:** convida e remove membros, edita funções, vê todos os perfis e o registro de atividades.',
          '**Gerente:** cria, edita e compartilha perfis nas pastas atribuídas a ele.',
          '**Membro:** abre os perfis compartilhados com ele e, por padrão, nada além disso.',
        ],
      },
      {
        p: 'Além da função, cada membro tem chaves para as ações sensíveis: ver as credenciais dos proxies, exportar cookies, editar impressões digitais e excluir perfis. Um freelancer que publica conteúdo não precisa de nenhuma delas.',
      },
      { h2: 'Organizando os perfis em pastas' },
      {
        p: 'As pastas são a unidade de compartilhamento. Em vez de compartilhar 200 perfis um por um, crie uma pasta por cliente, projeto ou plataforma e dê acesso à pasta. Os perfis novos adicionados a ela ficam visíveis na hora para as pessoas certas. Desde a versão 5.2, as funções também podem ser definidas por pasta, então uma pessoa pode ser gerente na pasta *Cliente A* e simples membro em *Cliente B*.',
      },
      { h2: 'Uma configuração que funciona para uma agência de dez pessoas' },
      {
        ol: [
          'Crie uma pasta por cliente e, dentro dela, um perfil por conta, com o nome da conta e não o da pessoa que cuida dela.',
          'Dê a cada gerente de contas a função Gerente apenas nas pastas dos clientes dele.',
          'Dê à equipe de conteúdo e de suporte a função Membro, com a exportação de cookies e a visualização de proxies desativadas.',
          'Deixe a cobrança com o proprietário e um administrador, e ative a verificação em duas etapas para os dois.',
          'Revise toda semana o registro de atividades em busca de perfis abertos fora do horário de trabalho ou em computadores inesperados.',
        ],
      },
      { h2: 'Quando alguém sai' },
      {
        p: 'Remover um membro tem efeito imediato: o cliente dele fecha os perfis que estiverem abertos e não consegue mais baixar dados do espaço de trabalho. Como ele nunca soube as senhas, não é preciso trocá-las, embora trocar continue sendo uma boa prática nas contas com formas de pagamento vinculadas. Passe para um gerente os perfis que essa pessoa criou, para que nenhum fique sem dono.',
      },
      { h2: 'Limites que vale a pena conhecer' },
      {
        p: 'O plano Base inclui 3 vagas e o plano Equipe 10; o plano Empresarial não tem limite fixo. Cada vaga pode estar logada em até dois computadores. Um perfil só pode ficar aberto em um computador por vez, e a ideia é justamente essa: a plataforma nunca deve ver a mesma sessão em dois lugares. A [referência de funções e permissões](/docs/teamwork-permissions) lista todas as chaves, e o [artigo de ajuda sobre convites](/helps/set-up-teamwork) cobre os primeiros passos.',
      },
    ],
  },
  'rpa-guide': {
    title: 'Seu primeiro fluxo RPA: automatize um check-in diário em 15 minutos',
    excerpt:
      'Entrar em 30 contas toda manhã para clicar no mesmo botão é trabalho de robô. Este passo a passo monta um pequeno fluxo RPA e o coloca para rodar por agendamento.',
    description:
      'Monte no Polyprofile um pequeno fluxo RPA que abre cada perfil, faz o check-in em um site e registra o resultado, e depois agende a execução dele.',
    body: [
      {
        p: 'No Polyprofile, automação robótica de processos significa gravar ou montar uma vez uma sequência de ações do navegador e depois repeti-la em quantos perfis você quiser. Não é preciso escrever código. Este artigo monta um fluxo de verdade: toda manhã, abrir cada perfil, visitar um painel, clicar em um botão de check-in se ele estiver lá e salvar um print como comprovante.',
      },
      { h2: 'Antes de começar' },
      {
        ul: [
          'O RPA está disponível a partir do plano Base.',
          'Cada perfil em que o fluxo vai rodar já deve estar logado no site. A automação funciona melhor quando não precisa lidar com logins.',
          'Escolha um perfil de teste. É nele que você vai montar e depurar o fluxo antes de rodá-lo em qualquer outro lugar.',
        ],
      },
      { h2: 'Passo 1: crie o fluxo' },
      {
        p: 'Vá em **Automação → RPA → Novo fluxo** e dê a ele o nome *Check-in diário*. O editor abre com uma lista de ações vazia à esquerda e uma prévia do perfil selecionado à direita.',
      },
      { h2: 'Passo 2: adicione as ações' },
      {
        ol: [
          '**Abrir URL:** o endereço do painel. Defina *Aguardar até* como *Rede ociosa*, para que a página termine de carregar.',
          '**Aguardar elemento:** o botão de check-in, selecionado com um clique sobre ele na prévia. Defina o tempo limite em 10 segundos e ative *Continuar se não encontrar*, porque em alguns dias não há nada para resgatar.',
          '**Se o elemento existir:** o mesmo botão. Dentro dessa ramificação, adicione uma ação **Clicar** sobre ele e uma **Espera** de 2 a 4 segundos.',
          '**Captura de tela:** a área visível, salva com o nome do perfil e a data no nome do arquivo.',
          '**Fechar aba.**',
        ],
      },
      {
        p: 'O intervalo aleatório na espera é proposital. Pausas idênticas até o milissegundo em trinta contas formam um padrão que os sistemas de detecção de automação procuram.',
      },
      { h2: 'Passo 3: teste em um perfil' },
      {
        p: 'Clique em **Executar nos selecionados** com o seu perfil de teste. O painel de log mostra cada ação enquanto ela roda, com a duração. Se um passo falhar, a execução para e o log mostra um print da página naquele momento, o que normalmente revela se o seletor estava errado ou se a página estava lenta.',
      },
      {
        quote:
          'A maioria dos fluxos quebrados que vemos nos chamados de suporte falha por causa de seletores copiados de uma página que depois mudou de layout. Prefira seletores baseados no texto visível ou em atributos estáveis a longos caminhos CSS.',
      },
      { h2: 'Passo 4: rode em todos os perfis' },
      {
        p: 'Selecione os perfis na lista principal, ou uma pasta inteira, e escolha **Executar fluxo → Check-in diário**. Defina a simultaneidade: quantos perfis rodam ao mesmo tempo. Em uma máquina com 16 GB de memória, de cinco a oito perfis simultâneos é um bom ponto de partida. O fluxo abre cada perfil, executa, fecha e passa para o próximo.',
      },
      { h2: 'Passo 5: agende' },
      {
        p: 'Nas configurações do fluxo, adicione um gatilho **Agendamento**: diariamente às 09:00, com um atraso aleatório de até 40 minutos no início. O cliente precisa estar aberto para que os fluxos agendados comecem, então, em uma máquina compartilhada do escritório, deixe-o aberto e logado. Os resultados aparecem em **Automação → Histórico**, com um status e o print de cada perfil.',
      },
      { h2: 'Próximos passos' },
      {
        p: 'Os fluxos podem ler variáveis de um arquivo CSV, uma linha por perfil, o que transforma o mesmo fluxo em uma ferramenta para publicar ou preencher formulários. Para a lógica que não cabe mais no editor visual, a [API local](/docs/local-api) permite iniciar perfis e controlá-los com Puppeteer ou Playwright. A [referência das ações de RPA](/docs/rpa-actions) lista todas as ações e opções usadas aqui.',
      },
    ],
  },
  'cookies-guide': {
    title: 'Cookies e sessões: importar, aquecer e manter os logins ativos',
    excerpt:
      'Um perfil sem cookies parece novinho em folha, porque é. Como importar sessões de outro navegador, aquecer perfis novos e evitar que os logins expirem.',
    description:
      'Importe cookies de outros navegadores, aqueça perfis novos com o robô de cookies e mantenha as sessões ativas entre uma abertura e outra no Polyprofile.',
    body: [
      {
        p: 'Um navegador real que vem sendo usado há alguns meses carrega milhares de cookies de buscadores, sites de notícias, lojas e redes de anúncios. Um perfil criado há cinco minutos não carrega nenhum. As plataformas percebem a diferença, e os modelos antifraude delas também. Cuidar bem dos cookies se resume a duas coisas: transferir as sessões existentes com segurança e dar aos perfis novos um histórico plausível.',
      },
      { h2: 'Onde o Polyprofile guarda os cookies' },
      {
        p: 'Cada perfil tem o seu próprio pote de cookies, armazenamento local, IndexedDB e cache, guardados em disco de forma criptografada. Com a sincronização na nuvem ativada, esse pote é enviado quando o perfil fecha e baixado quando ele abre em outro computador. Nada é compartilhado entre os perfis, e é por isso que entrar em uma conta nunca faz login em outro lugar.',
      },
      { h2: 'Importando uma sessão existente' },
      {
        p: 'Se uma conta já roda em outro navegador, transferir os cookies dela evita um login novo em um dispositivo novo, que é o momento em que as plataformas mais desconfiam. Exporte os cookies do navegador antigo com uma extensão que gere JSON e, no Polyprofile, abra **Perfil → Cookies → Importar** e cole o arquivo ou o texto. O cliente aceita arrays JSON e o formato `cookies.txt` do Netscape.',
      },
      {
        ul: [
          'Importe em um perfil cujo proxy esteja no mesmo país do navegador antigo, de preferência na mesma cidade.',
          'Use o mesmo sistema operacional do dispositivo antigo, já que a sessão pode guardar pistas sobre ele.',
          'Abra o site uma vez, confira se está logado e depois deixe a conta quieta por algumas horas antes de fazer qualquer coisa importante.',
        ],
      },
      { h2: 'Aquecendo um perfil novo' },
      {
        p: 'Para as contas que você está prestes a criar, um histórico curto de navegação ajuda. O **robô de cookies** (Perfil → Cookies → Aquecer) visita uma lista de sites populares na região do perfil, rola as páginas, espera e aceita os banners de consentimento, juntando cookies comuns pelo caminho. Uma execução padrão visita 25 sites e leva uns dez minutos. Você pode fornecer a sua própria lista, por exemplo com portais de notícias e lojas locais que combinem com a persona da conta.',
      },
      {
        p: 'Aquecer não é um escudo. Deixa o perfil com cara de menos vazio; não torna aceitável um proxy ruim nem um criativo copiado.',
      },
      { h2: 'Mantendo as sessões ativas' },
      {
        p: 'As sessões terminam por três motivos: o site as expira, algo as apaga ou parece que outro dispositivo está usando a sessão. Nos dois últimos casos, você pode fazer alguma coisa.',
      },
      {
        ol: [
          'Deixe **Limpar cookies ao fechar** desativado em qualquer perfil que guarde um login. Essa opção existe para perfis de scraping que devem começar limpos toda vez.',
          'Deixe cada perfil terminar de sincronizar antes de abri-lo em outro computador. A lista de perfis mostra um ícone de nuvem enquanto o envio está em andamento.',
          'Evite abrir a mesma conta em dois perfis. O segundo login pode invalidar a primeira sessão, e algumas plataformas vão sinalizar as duas.',
          'Abra as contas de longo prazo pelo menos a cada duas semanas. Muitos sites encurtam as sessões de “lembrar de mim” de contas que ficam paradas.',
        ],
      },
      { h2: 'Exportação e backup' },
      {
        p: 'O botão de exportação gera o mesmo formato JSON que o importador lê. As equipes podem restringi-lo por membro, já que um arquivo de cookies exportado equivale, na prática, a uma conta logada. Para backups do perfil inteiro, incluindo o armazenamento local e as extensões, use **Exportar perfil**, que grava um arquivo criptografado. O [artigo de ajuda sobre cookies](/helps/fix-cookies) trata dos perfis que perdem o login o tempo todo.',
      },
    ],
  },
  'facebook-ads-guide': {
    title: 'Várias contas de anúncio do Facebook sem que elas se liguem',
    excerpt:
      'A Meta liga as contas de anúncio por meio de dispositivos, formas de pagamento, páginas e pessoas. Um plano de separação que cobre as quatro frentes, e onde o perfil de navegador entra nisso.',
    description:
      'Mantenha separadas várias contas de anúncio do Facebook e da Meta: dispositivos, proxies, formas de pagamento, páginas e pessoas, com um perfil por conta.',
    body: [
      {
        p: 'Media buyers que operam mais de uma conta de anúncio da Meta acabam esbarrando no mesmo problema: uma conta sofre restrição e, em poucos dias, as outras vão junto. Os sistemas de revisão da Meta procuram ativos compartilhados, e o navegador é só uma das várias coisas que podem ser compartilhadas. Este guia mostra como vemos equipes experientes estruturarem as suas configurações.',
      },
      { h2: 'As quatro coisas que ligam as contas' },
      {
        ol: [
          '**O dispositivo:** a impressão digital, os cookies e o endereço IP de onde a conta faz login.',
          '**O pagamento:** cartões, contas do PayPal e endereços de cobrança reaproveitados entre contas de anúncio.',
          '**Os ativos:** páginas do Facebook, pixels, domínios e gerenciadores de negócios conectados a mais de uma conta.',
          '**As pessoas:** os perfis pessoais que administram as contas, e o histórico de cada um deles.',
        ],
      },
      {
        p: 'Um perfil de navegador resolve completamente o primeiro ponto e nenhum dos outros três. Trate-o como o alicerce, não como o prédio inteiro.',
      },
      {
        p: 'A Meta também compara as contas ao longo do tempo. Uma conta de anúncio que fez login de Lisboa por três meses e de repente aparece na rede de um escritório em Kiev mudou a sua história, mesmo que nada mais nela tenha mudado.',
      },
      { h2: 'Um perfil por conta pessoal' },
      {
        p: 'No modelo da Meta, quem gerencia as contas de anúncio são pessoas. Cada conta pessoal do Facebook que administra anúncios deve ficar em exatamente um perfil do Polyprofile, com um proxy ISP ou móvel fixo no país de onde a conta diz ser. Não troque de proxy entre as sessões e não abra a conta em nenhum outro lugar, nem no seu celular.',
      },
      {
        ul: [
          'Impressão digital: desktop com Windows ou macOS, com fuso horário e idioma definidos a partir do proxy.',
          'Proxy: um endereço por perfil, nunca compartilhado com outra conta de anúncio, com a rotação de IP desligada.',
          'Cookies: aqueça o perfil por um ou dois dias antes de adicionar os dados de pagamento.',
          'Verificação em duas etapas: um app autenticador por conta, com os códigos guardados no gerenciador de senhas da equipe.',
        ],
      },
      { h2: 'Pagamento e ativos' },
      {
        p: 'Use um cartão diferente para cada conta de anúncio. Os serviços de cartão virtual tornam isso viável, e vários deles atendem os nossos usuários pela [página de parceiros](/partner). Dê a cada conta a sua própria página e o seu próprio pixel, a menos que você queira agrupá-las de propósito sob um mesmo gerenciador de negócios. Reaproveitar um domínio de landing page em contas sem relação entre si é um vínculo comum e fácil de evitar.',
      },
      { h2: 'Trabalhando em equipe' },
      {
        p: 'Quando um comprador de mídia, um designer e um analista precisam da mesma conta, compartilhe o perfil em vez da senha. Assim todos trabalham com a mesma impressão digital de dispositivo e o mesmo proxy, e a Meta vê um único administrador coerente. Dê ao designer e ao analista a função Membro, com a exportação de cookies desativada. O [guia de trabalho em equipe](/blog/teamwork-guide) explica as funções em detalhes.',
      },
      { h2: 'Quando uma conta sofre restrição' },
      {
        p: 'Não entre na conta restrita a partir de outros perfis para conferir o que houve, e não mova os ativos dela para uma conta nova no mesmo dia. As duas atitudes ligam o problema às contas saudáveis. Faça a contestação pelo perfil que a conta sempre usou, mantenha o mesmo proxy e espere o resultado antes de reaproveitar qualquer ativo que estava ligado a ela.',
      },
      { h2: 'Uma expectativa realista' },
      {
        p: 'Nenhuma ferramenta garante que uma conta nunca vai passar por revisão. A Meta restringe contas por violação de políticas, falhas de pagamento e problemas com criativos que não têm nada a ver com vínculos. O que uma boa separação faz é limitar o estrago: uma conta restrita continua sendo uma só conta restrita. A nossa [página da solução para o Facebook](/solutions/facebook) resume a configuração, e o [guia passo a passo](/guide/facebook-ads-step-by-step) a monta do zero.',
      },
    ],
  },
}
