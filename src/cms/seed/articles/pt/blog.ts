import type { ArticleText } from '../types'

/** Os seis artigos mais recentes do blogue. */
export const posts: Record<string, ArticleText> = {
  'fingerprints-guide': {
    title: 'Impressão digital: o que os sites veem e como separar os perfis',
    excerpt:
      'A impressão digital é a soma de dezenas de pequenos dados que o seu navegador comunica. Veja quais são, quais pesam mais para as plataformas e como o Polyprofile mantém cada perfil coerente.',
    description:
      'O que compõe a impressão digital de um navegador, que sinais pesam mais para as plataformas e como o Polyprofile mantém cada perfil coerente e separado.',
    body: [
      {
        p: 'Apague os cookies, mude de endereço IP, entre numa segunda conta, e muitas plataformas continuam a saber que é a mesma pessoa. O motivo é a **impressão digital do navegador**: um retrato do seu dispositivo construído a partir de informações que qualquer navegador fornece a cada página que abre.',
      },
      { h2: 'O que compõe uma impressão digital' },
      {
        p: 'Nenhum valor isolado o identifica. A impressão digital funciona porque dezenas de valores comuns, combinados, se tornam raros. Um script de deteção típico recolhe o seguinte em bastante menos de um segundo:',
      },
      {
        ul: [
          '**Dados do navigator:** user agent, plataforma, lista de idiomas, número de processadores lógicos (`hardwareConcurrency`) e memória do dispositivo.',
          '**Ecrã:** resolução, área disponível descontando a barra de tarefas, profundidade de cor e densidade de píxeis.',
          '**Gráficos:** as cadeias de fabricante e de renderizador do WebGL, as extensões suportadas e os píxeis exatos que um desenho em canvas produz na sua GPU.',
          '**Áudio:** minúsculas diferenças de arredondamento quando a Web Audio API processa um sinal de teste.',
          '**Tipos de letra:** quais de algumas centenas de nomes de tipos de letra são apresentados com uma largura mensurável.',
          '**Rede:** o fuso horário, o endereço IP e os endereços locais que o WebRTC pode deixar escapar, passando por cima de um proxy.',
          '**Client hints:** os cabeçalhos mais recentes `Sec-CH-UA-*`, que descrevem a marca do navegador, a versão da plataforma e a arquitetura.',
        ],
      },
      {
        p: 'Estudos públicos, como o projeto Cover Your Tracks, da EFF, concluíram que a grande maioria dos navegadores testados era única só com estes sinais. Os cookies são opcionais para seguir o rasto de alguém; a impressão digital não é.',
      },
      { h2: 'Que sinais pesam mais para as plataformas' },
      {
        p: 'As redes de anúncios, os marketplaces e as redes sociais não publicam os seus modelos, mas os padrões que surgem nas revisões de contas são consistentes. Há três grupos de sinais que importam mais do que o resto.',
      },
      {
        ol: [
          '**Hashes de canvas, WebGL e áudio.** São difíceis de alterar por acaso, por isso duas contas que partilham estes hashes são tratadas como um único dispositivo.',
          '**Coerência entre os sinais.** Um user agent de Windows com um renderizador de GPU da Apple, ou um IP de Berlim com o fuso horário de São Paulo, é um sinal de alerta mais forte do que qualquer valor isolado.',
          '**Estabilidade ao longo do tempo.** Os dispositivos reais mudam devagar. Um perfil cujo tamanho de ecrã ou lista de tipos de letra muda a cada início de sessão parece automatizado.',
        ],
      },
      { h2: 'Como o Polyprofile constrói um perfil' },
      {
        p: 'Quando cria um perfil, o Polyprofile escolhe aleatoriamente uma configuração de dispositivo completa a partir de uma base de combinações reais de hardware e mantém-na fixa durante toda a vida do perfil. As saídas de canvas, WebGL e áudio recebem uma semente de ruído estável por perfil, de modo que cada perfil produz sempre o seu próprio hash e não há dois perfis que partilhem o mesmo.',
      },
      {
        p: 'O fuso horário, o idioma e a geolocalização estão, por predefinição, em **Com base no IP**: ao arrancar, o cliente lê o endereço de saída do proxy e ajusta os três em conformidade. O WebRTC fica em *Substituir*, que comunica o IP do proxy em vez do seu IP real. Pode alterar qualquer valor, e o editor do perfil mostra um aviso quando uma alteração cria uma incoerência, por exemplo uma plataforma macOS com uma cadeia de renderizador Direct3D.',
      },
      { h2: 'Um teste rápido' },
      {
        p: 'Antes de entrar numa conta valiosa com um perfil novo, abra nele dois ou três verificadores públicos e compare os resultados com o que configurou:',
      },
      {
        ul: [
          'O IP, o país e o fuso horário coincidem entre si.',
          'O teste de WebRTC mostra apenas o endereço do proxy, nunca o IP da sua casa ou do seu escritório.',
          'O sistema, o ecrã e a GPU comunicados formam um dispositivo que alguém poderia ter de facto.',
          'Um segundo perfil aberto no mesmo computador mostra hashes de canvas e WebGL diferentes.',
        ],
      },
      {
        p: 'Em seguida, feche o perfil, volte a abri-lo e execute novamente o verificador. Os hashes devem ser idênticos aos da primeira vez. Se mudarem de uma sessão para a outra, contacte o apoio ao cliente indicando o ID do perfil, porque a estabilidade conta tanto como a exclusividade.',
      },
      { h2: 'O que uma impressão digital não resolve' },
      {
        p: 'Boas impressões digitais eliminam a ligação técnica entre as contas, não a comportamental. Pagar duas contas de anúncios com o mesmo cartão, reutilizar um número de telefone de recuperação ou copiar criativos idênticos entre contas vai associá-las, por mais limpo que esteja o navegador. Trate o perfil como uma parte de uma identidade separada, a par do seu próprio proxy, do seu método de pagamento e dos seus hábitos.',
      },
      {
        p: 'Para a lista completa de parâmetros e o que faz cada opção, veja a [referência dos parâmetros da impressão digital](/docs/fingerprint-parameters).',
      },
    ],
  },
  'proxies-guide': {
    title: 'Residencial, móvel ou centro de dados: que proxy usar em cada perfil',
    excerpt:
      'O tipo de proxy determina quanta confiança um perfil transmite antes mesmo de carregar uma página. Comparamos proxies residenciais, móveis, ISP e de centro de dados em preço, estabilidade e risco.',
    description:
      'Proxies residenciais, móveis, ISP e de centro de dados comparados em confiança, preço e estabilidade, com uma regra prática sobre que perfil precisa de qual.',
    body: [
      {
        p: 'Cada perfil no Polyprofile pode ter o seu próprio proxy, e deveria ter. A impressão digital diz ao site que dispositivo usa; o endereço IP diz onde está e em que tipo de rede. Escolher o tipo errado é um dos motivos mais comuns para um perfil preparado com cuidado receber um pedido de verificação logo no primeiro dia.',
      },
      { h2: 'Os quatro tipos, um parágrafo cada' },
      { h3: 'Centro de dados' },
      {
        p: 'Endereços que pertencem a empresas de alojamento. São rápidos e baratos, muitas vezes menos de um dólar por IP e por mês, mas qualquer plataforma consegue ver que o endereço pertence a um parque de servidores, e não a uma casa. Use-os para recolher páginas públicas e em ferramentas que não dependem de confiança.',
      },
      { h3: 'ISP (residencial estático)' },
      {
        p: 'Endereços registados em nome de fornecedores de Internet residencial, mas alojados em centros de dados. Mantêm o mesmo IP durante meses, o que se adequa a contas de longa duração, como lojas em marketplaces. Conte pagar entre dois e cinco dólares por IP.',
      },
      { h3: 'Residencial' },
      {
        p: 'O tráfego sai através de ligações domésticas reais. A confiança é elevada e a escolha geográfica é ampla, até ao nível da cidade. Em geral, são cobrados ao gigabyte, e o endereço pode mudar entre sessões, a não ser que o fornecedor ofereça sessões fixas (sticky) de 10 a 30 minutos ou mais.',
      },
      { h3: 'Móvel' },
      {
        p: 'Endereços de operadoras 4G e 5G. Como milhares de telemóveis reais partilham um mesmo endereço da operadora através de CGNAT, as plataformas raramente os bloqueiam, o que faz dos proxies móveis a opção mais tolerante e também a mais cara. A maioria dos fornecedores disponibiliza uma ligação que pede um IP novo quando quiser.',
      },
      { h2: 'O proxy certo para cada trabalho' },
      {
        ul: [
          '**Contas de anúncios e contas com pagamento associado:** ISP ou móvel, um endereço fixo por perfil, nunca partilhado.',
          '**Contas sociais que aquece durante semanas:** móvel ou residencial fixo na mesma cidade em todas as sessões.',
          '**Vendedores em marketplaces:** proxies ISP no país da loja, mantidos durante toda a vida da conta.',
          '**Scraping e monitorização de preços:** pools rotativos residenciais ou de centro de dados; o volume conta mais do que a confiança.',
          '**Ver como os anúncios aparecem no estrangeiro:** qualquer proxy residencial no país de destino, com rotação à vontade.',
        ],
      },
      { h2: 'Configuração no Polyprofile' },
      {
        p: 'Abra um perfil, vá a **Proxy** e cole o endereço em qualquer um dos formatos comuns, como `host:porta:utilizador:palavra-passe` ou `socks5://utilizador:palavra-passe@host:porta`. Clique em **Testar**: o cliente liga-se através do proxy e mostra o IP de saída, o país, a cidade, o fuso horário e a latência. Se o resultado estiver certo, guarde. O perfil passa a assumir o fuso horário e o idioma desse endereço a cada arranque.',
      },
      {
        p: 'No caso dos proxies móveis, cole também a ligação de rotação no campo **URL de mudança de IP**. Aparece então um botão na barra de ferramentas do perfil, e a API local pode chamar a mesma ligação antes de cada sessão automatizada.',
      },
      { h2: 'Três verificações antes de comprar em quantidade' },
      {
        ol: [
          'Compre primeiro um ou dois endereços e passe-os por um verificador de reputação de IP. Um proxy que aparece em listas públicas de spam vai custar mais em contas perdidas do que aquilo que poupa.',
          'Confirme que o fornecedor oferece o protocolo de que precisa. Alguns pools residenciais só oferecem HTTP, e certas ferramentas funcionam melhor com SOCKS5.',
          'Pergunte como terminam as sessões. Uma sessão fixa que expira a meio de um pagamento ou do lançamento de um anúncio parece, aos olhos da plataforma, exatamente uma usurpação de conta.',
        ],
      },
      {
        p: 'Vários fornecedores da nossa [página de parceiros](/partner) oferecem descontos aos utilizadores do Polyprofile, e a [documentação de proxies](/docs/proxies) indica todos os formatos aceites. Se um proxy passar no teste do próprio fornecedor mas falhar no cliente, o [artigo de ajuda sobre proxies](/helps/fix-proxies) percorre as causas mais comuns.',
      },
    ],
  },
  'teamwork-guide': {
    title: 'Partilhar perfis de navegador com a equipa sem passar palavras-passe',
    excerpt:
      'Enviar palavras-passe pelo chat e deixar três pessoas entrar a partir de três cidades é o caminho para as contas serem sinalizadas. Perfis partilhados, funções e pastas resolvem os dois problemas.',
    description:
      'Como dar aos colegas acesso às contas com perfis partilhados, funções e pastas, sem que credenciais, cookies e proxies saiam do espaço de trabalho.',
    body: [
      {
        p: 'Quase todas as equipas começam a partilhar contas da mesma forma: uma folha de cálculo com as credenciais, um grupo no chat para os códigos de 2FA e cada um a entrar a partir do seu próprio portátil. Funciona até a plataforma reparar numa conta a ser usada em quatro dispositivos de três países e a bloquear para revisão.',
      },
      {
        p: 'Os perfis partilhados resolvem isto. A conta mantém a sessão iniciada dentro de um perfil, com uma impressão digital e um proxy, e quem precisa dela abre esse perfil em vez de voltar a iniciar sessão. Ninguém precisa da palavra-passe, e a plataforma vê um único dispositivo coerente.',
      },
      { h2: 'Como funciona a partilha' },
      {
        p: 'Um espaço de trabalho do Polyprofile pertence ao proprietário, que convida os membros por e-mail. Os perfis ficam no espaço de trabalho, não no computador de alguém. Quando um membro abre um perfil, o cliente transfere os dados encriptados, executa o perfil localmente e envia as alterações quando a janela é fechada. Enquanto está aberto, o perfil fica bloqueado para os restantes e mostra quem o está a usar, por isso duas pessoas nunca trabalham na mesma conta ao mesmo tempo.',
      },
      { h2: 'Funções, do maior para o menor acesso' },
      {
        ul: [
          '**Proprietário:** faturação, eliminação do espaço de trabalho e tudo o que vem abaixo. Existe exatamente um.',
          '**Administrador:** convida e remove membros, edita funções, vê todos os perfis e o registo de atividade.',
          '**Gestor:** cria, edita e partilha perfis nas pastas que lhe foram atribuídas.',
          '**Membro:** abre os perfis partilhados com ele e, por predefinição, nada mais.',
        ],
      },
      {
        p: 'Além da função, cada membro tem interruptores para as ações sensíveis: ver as credenciais dos proxies, exportar cookies, editar impressões digitais e eliminar perfis. Um freelancer que publica conteúdo não precisa de nenhum deles.',
      },
      { h2: 'Organizar os perfis em pastas' },
      {
        p: 'As pastas são a unidade de partilha. Em vez de partilhar 200 perfis um a um, crie uma pasta por cliente, projeto ou plataforma e dê acesso à pasta. Os perfis novos adicionados a ela ficam de imediato visíveis para as pessoas certas. Desde a versão 5.2, as funções também podem ser definidas por pasta, por isso uma pessoa pode ser Gestor na pasta *Cliente A* e simples Membro em *Cliente B*.',
      },
      { h2: 'Uma configuração que funciona para uma agência de dez pessoas' },
      {
        ol: [
          'Crie uma pasta por cliente e, dentro dela, um perfil por conta, com o nome da conta e não o da pessoa que trata dela.',
          'Dê a cada gestor de contas a função Gestor apenas nas pastas dos seus clientes.',
          'Dê à equipa de conteúdos e de apoio ao cliente a função Membro, com a exportação de cookies e a visualização de proxies desativadas.',
          'Deixe a faturação com o proprietário e um administrador, e ative a verificação em dois passos para ambos.',
          'Reveja todas as semanas o registo de atividade, à procura de perfis abertos fora do horário de trabalho ou em computadores inesperados.',
        ],
      },
      { h2: 'Quando alguém sai' },
      {
        p: 'Remover um membro tem efeito imediato: o cliente dessa pessoa fecha os perfis que estiverem abertos e deixa de conseguir transferir dados do espaço de trabalho. Como nunca conheceu as palavras-passe, não é preciso alterá-las, embora continue a ser boa prática fazê-lo nas contas com métodos de pagamento associados. Passe para um gestor os perfis que essa pessoa criou, para que nenhum fique sem dono.',
      },
      { h2: 'Limites que convém conhecer' },
      {
        p: 'O plano Base inclui 3 lugares e o plano Equipa 10; o plano Empresarial não tem limite fixo. Cada lugar pode ter a sessão iniciada em até dois computadores. Um perfil só pode estar aberto num computador de cada vez, e a ideia é precisamente essa: a plataforma nunca deve ver a mesma sessão em dois sítios. A [referência de funções e permissões](/docs/teamwork-permissions) enumera todos os interruptores, e o [artigo de ajuda sobre convites](/helps/set-up-teamwork) cobre os primeiros passos.',
      },
    ],
  },
  'rpa-guide': {
    title: 'O seu primeiro fluxo RPA: automatize um check-in diário em 15 minutos',
    excerpt:
      'Entrar em 30 contas todas as manhãs para clicar no mesmo botão é trabalho para um robô. Este guia passo a passo monta um pequeno fluxo RPA e põe-no a correr de forma agendada.',
    description:
      'Monte no Polyprofile um pequeno fluxo RPA que abre cada perfil, faz o check-in num site e regista o resultado, e depois agende a sua execução.',
    body: [
      {
        p: 'No Polyprofile, a automação robótica de processos significa gravar ou montar uma vez uma sequência de ações do navegador e depois repeti-la em tantos perfis quantos quiser. Não é preciso escrever código. Este artigo monta um fluxo a sério: todas as manhãs, abrir cada perfil, visitar um painel, clicar num botão de check-in se este lá estiver e guardar uma captura de ecrã como comprovativo.',
      },
      { h2: 'Antes de começar' },
      {
        ul: [
          'O RPA está disponível a partir do plano Base.',
          'Cada perfil em que o fluxo vai correr já deve ter a sessão iniciada no site. A automação funciona melhor quando não tem de lidar com inícios de sessão.',
          'Escolha um perfil de teste. É nele que vai montar e depurar o fluxo antes de o executar em qualquer outro lado.',
        ],
      },
      { h2: 'Passo 1: crie o fluxo' },
      {
        p: 'Aceda a **Automação → RPA → Novo fluxo** e dê-lhe o nome *Check-in diário*. O editor abre-se com uma lista de ações vazia à esquerda e uma pré-visualização do perfil selecionado à direita.',
      },
      { h2: 'Passo 2: adicione as ações' },
      {
        ol: [
          '**Abrir URL:** o endereço do painel. Defina *Aguardar até* como *Rede inativa*, para que a página acabe de carregar.',
          '**Aguardar elemento:** o botão de check-in, selecionado com um clique sobre ele na pré-visualização. Defina o tempo limite para 10 segundos e ative *Continuar se não encontrar*, porque em alguns dias não há nada para reclamar.',
          '**Se o elemento existir:** o mesmo botão. Dentro deste ramo, adicione uma ação **Clicar** sobre ele e uma **Espera** de 2 a 4 segundos.',
          '**Captura de ecrã:** a área visível, guardada com o nome do perfil e a data no nome do ficheiro.',
          '**Fechar separador.**',
        ],
      },
      {
        p: 'O intervalo aleatório na espera é propositado. Pausas idênticas ao milissegundo em trinta contas formam um padrão que os sistemas de deteção de automação procuram.',
      },
      { h2: 'Passo 3: teste num perfil' },
      {
        p: 'Clique em **Executar nos selecionados** com o seu perfil de teste. O painel de registo mostra cada ação à medida que é executada, com a respetiva duração. Se um passo falhar, a execução para e o registo mostra uma captura da página nesse momento, o que normalmente revela se o seletor estava errado ou se a página estava lenta.',
      },
      {
        quote:
          'A maioria dos fluxos avariados que vemos nos pedidos de apoio falha por causa de seletores copiados de uma página que depois mudou de layout. Prefira seletores baseados no texto visível ou em atributos estáveis a longos caminhos CSS.',
      },
      { h2: 'Passo 4: execute em todos os perfis' },
      {
        p: 'Selecione os perfis na lista principal, ou uma pasta inteira, e escolha **Executar fluxo → Check-in diário**. Defina a simultaneidade: quantos perfis correm ao mesmo tempo. Numa máquina com 16 GB de memória, cinco a oito perfis em simultâneo é um bom ponto de partida. O fluxo abre cada perfil, executa as ações, fecha-o e passa ao seguinte.',
      },
      { h2: 'Passo 5: agende' },
      {
        p: 'Nas definições do fluxo, adicione um acionador **Agendamento**: diariamente às 09:00, com um atraso aleatório de até 40 minutos no início. O cliente tem de estar aberto para que os fluxos agendados comecem, por isso, numa máquina partilhada do escritório, deixe-o aberto e com a sessão iniciada. Os resultados aparecem em **Automação → Histórico**, com um estado e a captura de ecrã de cada perfil.',
      },
      { h2: 'Próximos passos' },
      {
        p: 'Os fluxos podem ler variáveis de um ficheiro CSV, uma linha por perfil, o que transforma o mesmo fluxo numa ferramenta para publicar ou preencher formulários. Para a lógica que já não cabe no editor visual, a [API local](/docs/local-api) permite iniciar perfis e controlá-los com Puppeteer ou Playwright. A [referência das ações de RPA](/docs/rpa-actions) enumera todas as ações e opções usadas aqui.',
      },
    ],
  },
  'cookies-guide': {
    title: 'Cookies e sessões: importar, aquecer e evitar que expirem',
    excerpt:
      'Um perfil sem cookies parece acabado de estrear, porque é. Como importar sessões de outro navegador, aquecer perfis novos e evitar que as sessões iniciadas expirem.',
    description:
      'Importe cookies de outros navegadores, aqueça perfis novos com o robô de cookies e mantenha as sessões ativas de uma abertura para a seguinte no Polyprofile.',
    body: [
      {
        p: 'Um navegador real que está a ser usado há alguns meses transporta milhares de cookies de motores de pesquisa, sites de notícias, lojas e redes de anúncios. Um perfil criado há cinco minutos não tem nenhum. As plataformas notam a diferença, e os respetivos modelos antifraude também. Tratar bem os cookies resume-se a duas coisas: transferir as sessões existentes com segurança e dar aos perfis novos um histórico plausível.',
      },
      { h2: 'Onde o Polyprofile guarda os cookies' },
      {
        p: 'Cada perfil tem o seu próprio repositório de cookies, armazenamento local, IndexedDB e cache, guardados em disco de forma encriptada. Com a sincronização na nuvem ativada, esse repositório é enviado quando o perfil é fechado e transferido quando é aberto noutro computador. Nada é partilhado entre os perfis, e é por isso que entrar numa conta nunca inicia sessão noutro sítio.',
      },
      { h2: 'Importar uma sessão existente' },
      {
        p: 'Se uma conta já funciona noutro navegador, transferir os respetivos cookies evita um novo início de sessão num dispositivo novo, que é o momento em que as plataformas mais desconfiam. Exporte os cookies do navegador antigo com uma extensão que gere JSON e, no Polyprofile, abra **Perfil → Cookies → Importar** e cole o ficheiro ou o texto. O cliente aceita arrays JSON e o formato `cookies.txt` do Netscape.',
      },
      {
        ul: [
          'Importe para um perfil cujo proxy esteja no mesmo país do navegador antigo, de preferência na mesma cidade.',
          'Use o mesmo sistema operativo do dispositivo antigo, já que a sessão pode guardar pistas sobre ele.',
          'Abra o site uma vez, confirme que tem a sessão iniciada e depois não mexa na conta durante algumas horas antes de fazer algo importante.',
        ],
      },
      { h2: 'Aquecer um perfil novo' },
      {
        p: 'Para as contas que está prestes a criar, um curto histórico de navegação ajuda. O **robô de cookies** (Perfil → Cookies → Aquecer) visita uma lista de sites populares na região do perfil, percorre as páginas, espera e aceita os avisos de consentimento, recolhendo cookies comuns pelo caminho. Uma execução predefinida visita 25 sites e demora cerca de dez minutos. Pode fornecer a sua própria lista, por exemplo com portais de notícias e lojas locais que condigam com a persona da conta.',
      },
      {
        p: 'Aquecer não é um escudo. Faz o perfil parecer menos vazio; não torna aceitável um mau proxy nem um criativo copiado.',
      },
      { h2: 'Manter as sessões ativas' },
      {
        p: 'As sessões terminam por três motivos: o site fá-las expirar, algo as apaga ou parece que outro dispositivo está a usar a sessão. Nos dois últimos casos, pode fazer alguma coisa.',
      },
      {
        ol: [
          'Mantenha **Limpar cookies ao fechar** desativado em qualquer perfil que guarde uma sessão iniciada. Esta opção existe para perfis de scraping que devem começar limpos de cada vez.',
          'Deixe cada perfil acabar de sincronizar antes de o abrir noutro computador. A lista de perfis mostra um ícone de nuvem enquanto o envio está a decorrer.',
          'Evite abrir a mesma conta em dois perfis. O segundo início de sessão pode invalidar a primeira sessão, e algumas plataformas vão assinalar ambas.',
          'Abra as contas de longo prazo pelo menos de duas em duas semanas. Muitos sites encurtam as sessões «lembrar-me» das contas que ficam paradas.',
        ],
      },
      { h2: 'Exportação e cópia de segurança' },
      {
        p: 'O botão de exportação gera o mesmo formato JSON que o importador lê. As equipas podem restringi-lo por membro, já que um ficheiro de cookies exportado equivale, na prática, a uma conta com a sessão iniciada. Para cópias de segurança do perfil inteiro, incluindo o armazenamento local e as extensões, use **Exportar perfil**, que grava um ficheiro encriptado. O [artigo de ajuda sobre cookies](/helps/fix-cookies) trata dos perfis que perdem constantemente a sessão.',
      },
    ],
  },
  'facebook-ads-guide': {
    title: 'Várias contas de anúncios do Facebook sem que fiquem associadas',
    excerpt:
      'A Meta associa as contas de anúncios através de dispositivos, métodos de pagamento, páginas e pessoas. Um plano de separação que cobre as quatro frentes, e onde entra o perfil de navegador.',
    description:
      'Mantenha separadas várias contas de anúncios do Facebook e da Meta: dispositivos, proxies, métodos de pagamento, páginas e pessoas, com um perfil por conta.',
    body: [
      {
        p: 'Os media buyers que gerem mais de uma conta de anúncios da Meta acabam por esbarrar no mesmo problema: uma conta sofre uma restrição e, em poucos dias, as outras vão atrás. Os sistemas de revisão da Meta procuram recursos partilhados, e o navegador é apenas uma das várias coisas que podem ser partilhadas. Este guia mostra como vemos equipas experientes estruturarem as suas configurações.',
      },
      { h2: 'As quatro coisas que associam as contas' },
      {
        ol: [
          '**O dispositivo:** a impressão digital, os cookies e o endereço IP a partir dos quais a conta inicia sessão.',
          '**O pagamento:** cartões, contas PayPal e moradas de faturação reutilizados entre contas de anúncios.',
          '**Os recursos:** páginas do Facebook, píxeis, domínios e gestores de negócio ligados a mais de uma conta.',
          '**As pessoas:** os perfis pessoais que administram as contas, e o histórico de cada um deles.',
        ],
      },
      {
        p: 'Um perfil de navegador resolve completamente o primeiro ponto e nenhum dos outros três. Trate-o como os alicerces, não como o edifício inteiro.',
      },
      {
        p: 'A Meta também compara as contas ao longo do tempo. Uma conta de anúncios que iniciou sessão a partir de Lisboa durante três meses e de repente aparece na rede de um escritório em Kiev mudou a sua história, mesmo que nada mais nela tenha mudado.',
      },
      { h2: 'Um perfil por conta pessoal' },
      {
        p: 'No modelo da Meta, quem gere as contas de anúncios são pessoas. Cada conta pessoal do Facebook que administra anúncios deve ficar em exatamente um perfil do Polyprofile, com um proxy ISP ou móvel fixo no país de onde a conta diz ser. Não mude de proxy entre sessões e não abra a conta em nenhum outro sítio, nem sequer no seu telemóvel.',
      },
      {
        ul: [
          'Impressão digital: computador com Windows ou macOS, com o fuso horário e o idioma definidos a partir do proxy.',
          'Proxy: um endereço por perfil, nunca partilhado com outra conta de anúncios, com a rotação de IP desligada.',
          'Cookies: aqueça o perfil durante um ou dois dias antes de adicionar os dados de pagamento.',
          'Verificação em dois passos: uma aplicação de autenticação por conta, com os códigos guardados no gestor de palavras-passe da equipa.',
        ],
      },
      { h2: 'Pagamento e recursos' },
      {
        p: 'Use um cartão diferente para cada conta de anúncios. Os serviços de cartões virtuais tornam isso viável, e vários deles servem os nossos utilizadores através da [página de parceiros](/partner). Dê a cada conta a sua própria página e o seu próprio píxel, a não ser que as queira agrupar propositadamente sob o mesmo gestor de negócio. Reutilizar um domínio de página de destino em contas sem relação entre si é uma ligação comum e fácil de evitar.',
      },
      { h2: 'Trabalhar em equipa' },
      {
        p: 'Quando um comprador de media, um designer e um analista precisam da mesma conta, partilhe o perfil em vez da palavra-passe. Assim, todos trabalham com a mesma impressão digital de dispositivo e o mesmo proxy, e a Meta vê um único administrador coerente. Dê ao designer e ao analista a função Membro, com a exportação de cookies desativada. O [guia de trabalho em equipa](/blog/teamwork-guide) explica as funções em pormenor.',
      },
      { h2: 'Quando uma conta sofre uma restrição' },
      {
        p: 'Não entre na conta restringida a partir de outros perfis para verificar o que aconteceu, nem mova os respetivos recursos para uma conta nova no mesmo dia. As duas atitudes ligam o problema às contas saudáveis. Conteste a restrição a partir do perfil que a conta sempre usou, mantenha o mesmo proxy e aguarde o resultado antes de reutilizar qualquer recurso que lhe estava associado.',
      },
      { h2: 'Uma expectativa realista' },
      {
        p: 'Nenhuma ferramenta garante que uma conta nunca vai ser revista. A Meta restringe contas por violação das políticas, falhas de pagamento e problemas com criativos que nada têm a ver com ligações entre contas. O que uma boa separação faz é limitar os danos: uma conta restringida continua a ser uma só conta restringida. A nossa [página da solução para o Facebook](/solutions/facebook) resume a configuração, e o [guia passo a passo](/guide/facebook-ads-step-by-step) constrói-a de raiz.',
      },
    ],
  },
}
