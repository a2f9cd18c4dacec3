import type { ArticleText } from '../types'

/** Centro de ajuda: primeiros passos. */
export const helpsStart: Record<string, ArticleText> = {
  'install-polyprofile': {
    title: 'Como instalar o Polyprofile no Windows, macOS e Linux',
    excerpt:
      'Requisitos do sistema, onde transferir o instalador e o que fazer quando o sistema o bloqueia.',
    description:
      'Como instalar o Polyprofile no Windows, macOS e Linux: requisitos, instaladores e o que fazer se o sistema bloquear a instalação.',
    body: [
      { h2: 'Requisitos' },
      {
        ul: [
          '**Windows:** Windows 10 ou 11, de 64 ou 32 bits.',
          '**macOS:** versão 11 Big Sur ou posterior, em Intel ou Apple silicon.',
          '**Linux:** Ubuntu 20.04, Debian 11 ou uma distribuição de 64 bits mais recente.',
          'Pelo menos 4 GB de memória e 2 GB de espaço livre em disco. Conte com cerca de 500 MB de memória para cada perfil que estiver aberto.',
        ],
      },
      { h2: 'Instalação' },
      {
        ol: [
          'Abra a [página de transferências](/download). Esta propõe o instalador do sistema que está a utilizar; os outros sistemas aparecem logo abaixo.',
          '**Windows:** execute o ficheiro `.exe` e siga os passos. O cliente é instalado para o utilizador atual e não precisa de permissões de administrador.',
          '**macOS:** abra o ficheiro `.dmg` e arraste o Polyprofile para Aplicações. Nos Mac com chip da série M, escolha a versão para Apple silicon: é bastante mais rápida do que a versão para Intel a correr no Rosetta.',
          '**Linux:** instale o pacote `.deb` com `sudo apt install ./Polyprofile-5.7.0-linux.deb`.',
          'Abra o Polyprofile e inicie sessão com a sua conta, ou crie uma na própria janela de início de sessão.',
        ],
      },
      { h2: 'Se o sistema bloquear o instalador' },
      {
        p: 'Nos primeiros dias depois de um lançamento, o Windows SmartScreen pode mostrar um aviso sobre a nova versão, até que um número suficiente de pessoas a tenha instalado. Confirme que o ficheiro veio da nossa página de transferências e escolha **Mais informações → Executar mesmo assim**. No macOS, se o sistema indicar que a aplicação não pode ser aberta, clique nela com o botão direito em Aplicações e escolha **Abrir** uma vez.',
      },
      {
        p: 'Por vezes, o antivírus coloca em quarentena o kernel do navegador, que é transferido depois do primeiro início de sessão. Se os perfis não arrancarem logo após a instalação, adicione a pasta do Polyprofile às exceções do antivírus e reinicie o cliente. Cada versão publica as somas de verificação SHA-256 dos seus instaladores nas [notas de versão](/release).',
      },
    ],
  },
  'create-first-profile': {
    title: 'Como criar o seu primeiro perfil de navegador',
    excerpt:
      'Um perfil é um navegador separado, com dispositivo, armazenamento e rede próprios. Como criar um e o que preencher primeiro.',
    description:
      'Crie o seu primeiro perfil de navegador no Polyprofile: nome, sistema operativo, definições de rede e o que deixar com os valores predefinidos.',
    body: [
      {
        p: 'Cada perfil é um navegador completo e independente. Tem a sua própria impressão digital de dispositivo, os seus próprios cookies e armazenamento, as suas próprias extensões e a sua própria ligação de rede. Use um perfil para cada conta que quer manter separada.',
      },
      { h2: 'Passo a passo' },
      {
        ol: [
          'Clique em **Novo perfil**, no canto superior esquerdo da janela principal.',
          'Escreva um nome que indique a que conta se destina o perfil, por exemplo *Loja DE – Seller Central*. Por baixo do nome, pode adicionar uma nota e etiquetas.',
          'Escolha o sistema operativo que o perfil deve apresentar: Windows, macOS, Linux, Android ou iOS. O Polyprofile escolhe um dispositivo realista desse tipo.',
          'Em **Rede**, adicione um proxy, ou deixe *Ligação direta* por agora se quiser apenas fazer testes.',
          'Clique em **Criar**. O perfil aparece na lista; clique em **Abrir** para o iniciar.',
        ],
      },
      { h2: 'O que deixar com os valores predefinidos' },
      {
        p: 'O separador da impressão digital tem dezenas de valores, e as predefinições são escolhidas para serem coerentes entre si e com o proxy. O fuso horário, o idioma e a geolocalização acompanham automaticamente a localização do proxy. Só altere valores isolados quando souber porquê; o editor avisa quando uma alteração cria uma contradição.',
      },
      { h2: 'Criar vários de uma vez' },
      {
        p: 'Para criar perfis em massa, clique na seta ao lado de **Novo perfil** e escolha **Criação em lote**. Indique quantos precisa, um padrão de nome como *TikTok {n}* e, se quiser, cole uma lista de proxies, um por linha, para os atribuir pela ordem. Cada perfil continua a receber o seu próprio dispositivo.',
      },
      {
        p: 'O plano Gratuito inclui 5 perfis; a [página de preços](/pricing) mostra os limites dos outros planos. A seguir, veja como [escolher as definições da impressão digital](/helps/set-up-fingerprints) e como [adicionar um proxy](/helps/set-up-proxies).',
      },
    ],
  },
  'set-up-fingerprints': {
    title: 'Como escolher a impressão digital de um perfil novo',
    excerpt:
      'Que opções da impressão digital alterar, em quais não mexer e como ler a verificação de coerência.',
    description:
      'Que definições da impressão digital alterar num perfil novo do Polyprofile, quais manter com os valores predefinidos e como funciona a verificação de coerência.',
    body: [
      {
        p: 'Quando cria um perfil, o Polyprofile gera uma impressão digital completa a partir de dados de dispositivos reais. Na maioria dos casos, só precisa de tomar três decisões e pode deixar o resto como está.',
      },
      { h2: 'As três decisões' },
      {
        ol: [
          '**Sistema operativo.** Use o mesmo que a conta já usava. Para uma conta nova, o Windows é a escolha mais comum num computador.',
          '**Computador ou telemóvel.** Use uma predefinição móvel apenas para as contas que deveriam ser usadas no telemóvel.',
          '**Tamanho do ecrã.** Mantenha a resolução sugerida, a não ser que o histórico da conta exija outra. Os tamanhos comuns chamam menos a atenção do que os raros.',
        ],
      },
      { h2: 'Definições que devem manter os valores predefinidos' },
      {
        ul: [
          '**Fuso horário, idioma, geolocalização:** *Com base no IP*, para que coincidam com o proxy.',
          '**WebRTC:** *Substituir*, que mostra o endereço do proxy em vez do seu endereço real.',
          '**Canvas, WebGL, áudio:** *Ruído*, que dá ao perfil hashes próprios e estáveis.',
          '**Tipos de letra:** *Tipos de letra do perfil*, de acordo com o sistema operativo escolhido.',
        ],
      },
      { h2: 'A verificação de coerência' },
      {
        p: 'O painel na parte inferior do separador da impressão digital compara os valores uns com os outros. Uma marca verde significa que não foi encontrada nenhuma contradição. Um aviso amarelo assinala os valores que não batem certo, por exemplo uma plataforma macOS com uma GPU que só existe no Windows. Corrija os avisos antes do primeiro início de sessão; depois disso, mudar o dispositivo de uma conta ativa pode, por si só, levantar suspeitas.',
      },
      {
        p: 'Clique em **Nova impressão digital** para obter aleatoriamente um dispositivo totalmente novo se quiser começar do zero. A [referência dos parâmetros da impressão digital](/docs/fingerprint-parameters) explica cada valor em pormenor.',
      },
    ],
  },
  'set-up-proxies': {
    title: 'Como adicionar um proxy a um perfil',
    excerpt:
      'Cole um proxy em qualquer formato comum, teste-o e deixe o perfil assumir a respetiva localização.',
    description:
      'Adicione um proxy a um perfil do Polyprofile: tipos e formatos aceites, o teste integrado e as ligações de rotação de proxies móveis.',
    body: [
      {
        p: 'Um proxy dá ao perfil o seu próprio endereço IP e a sua própria localização. O Polyprofile aceita proxies HTTP, HTTPS e SOCKS5 de qualquer fornecedor.',
      },
      { h2: 'Passo a passo' },
      {
        ol: [
          'Abra as definições do perfil e vá ao separador **Proxy**.',
          'Escolha **Personalizado** e cole o proxy. O tipo, o host, a porta, o nome de utilizador e a palavra-passe são preenchidos automaticamente.',
          'Clique em **Testar**. Ao fim de um ou dois segundos, vê o IP de saída, o país, a cidade, o fuso horário e a latência.',
          'Se a localização estiver certa, clique em **Guardar**.',
        ],
      },
      { h2: 'Formatos que o campo reconhece' },
      {
        ul: [
          '`host:porta`',
          '`host:porta:utilizador:palavra-passe`',
          '`utilizador:palavra-passe@host:porta`',
          '`socks5://utilizador:palavra-passe@host:porta` (também `http://` e `https://`)',
        ],
      },
      { h2: 'Proxies móveis com rotação de IP' },
      {
        p: 'Se o seu fornecedor lhe der uma ligação que muda o IP, cole-a em **URL de mudança de IP**. Aparece então um botão de rotação na barra de ferramentas do perfil. Faça a rotação apenas entre sessões, nunca enquanto estiver com a sessão iniciada e a trabalhar.',
      },
      { h2: 'Proxies guardados' },
      {
        p: 'Os proxies que usa com frequência podem ser guardados em **Proxies**, no menu da esquerda, e escolhidos numa lista em vez de colados. Editar um proxy guardado atualiza todos os perfis que o utilizam.',
      },
      {
        p: 'Depois de guardado, o perfil assume o fuso horário, o idioma e a geolocalização do novo endereço sempre que arranca. Mudar o proxy de uma conta que já usa significa uma localização nova para essa conta, por isso faça-o apenas quando o endereço antigo deixar de funcionar.',
      },
      {
        p: 'Se o teste falhar, veja [o que fazer quando o teste do proxy falha](/helps/fix-proxies). Para escolher um tipo de proxy, leia a nossa [comparação entre tipos de proxy](/blog/proxies-guide).',
      },
    ],
  },
  'set-up-cookies': {
    title: 'Como importar cookies para um perfil',
    excerpt:
      'Leve uma sessão iniciada noutro navegador para um perfil do Polyprofile sem ter de voltar a introduzir as credenciais.',
    description:
      'Importe cookies nos formatos JSON ou Netscape para um perfil do Polyprofile, para que uma conta mantenha a sessão iniciada ao sair de outro navegador.',
    body: [
      {
        p: 'Importar cookies leva uma sessão iniciada para dentro de um perfil. O site passa a ver um visitante que regressa, e não um início de sessão novo a partir de um dispositivo desconhecido.',
      },
      { h2: 'Exporte do navegador antigo' },
      {
        p: 'Use uma extensão de exportação de cookies no navegador antigo e exporte apenas os cookies do site que está a transferir, em formato JSON. Se o site inicia a sessão através de outro domínio, por exemplo um domínio de contas separado, exporte também esse domínio. Não exporte todos os cookies do navegador.',
      },
      { h2: 'Importe para o perfil' },
      {
        ol: [
          'Feche o perfil, se estiver aberto.',
          'Abra o respetivo menu e escolha **Cookies → Importar**.',
          'Cole o conteúdo JSON ou o `cookies.txt` no formato Netscape, ou escolha o ficheiro.',
          'Clique em **Importar**. A janela mostra quantos cookies foram adicionados e enumera os que foram ignorados, com o motivo.',
          'Abra o perfil e carregue o site. Deverá ter a sessão iniciada.',
        ],
      },
      { h2: 'Antes da primeira visita' },
      {
        ul: [
          'Dê ao perfil um proxy no mesmo país da ligação do navegador antigo.',
          'Escolha o mesmo sistema operativo em que o navegador antigo funcionava.',
          'Depois de confirmar que a sessão está iniciada, evite alterar palavras-passe ou dados de pagamento durante algumas horas.',
        ],
      },
      {
        p: 'Os cookies ignorados costumam ter uma data de validade já ultrapassada, o que significa que essa parte da sessão já tinha terminado. Se o site terminar a sua sessão depois de reiniciar, veja [quando os cookies não são guardados](/helps/fix-cookies).',
      },
      {
        p: 'O facto de uma sessão importada sobreviver ou não também depende do site. Os serviços que prendem a sessão ao endereço IP em que foi criada vão pedir um novo início de sessão, por mais cuidado que tenha tido ao transferir os cookies.',
      },
    ],
  },
  'set-up-teamwork': {
    title: 'Como convidar membros da equipa e definir funções',
    excerpt:
      'Convide colegas para o seu espaço de trabalho, escolha as respetivas funções e partilhe com eles pastas de perfis.',
    description:
      'Convide membros da equipa para um espaço de trabalho do Polyprofile, escolha funções e permissões e partilhe com eles pastas de perfis.',
    body: [
      {
        p: 'Os membros da equipa têm as suas próprias credenciais e trabalham nos perfis que partilha com eles, sem nunca verem as palavras-passe das contas. O plano Base inclui 3 lugares e o plano Equipa, 10.',
      },
      { h2: 'Convide alguém' },
      {
        ol: [
          'Abra **Espaço de trabalho → Membros** e clique em **Convidar**.',
          'Escreva o e-mail da pessoa e escolha uma função: Administrador, Gestor ou Membro.',
          'Se quiser, escolha desde já as pastas que a pessoa deve ver.',
          'Clique em **Enviar**. A pessoa recebe um e-mail com uma ligação válida durante 7 dias.',
        ],
      },
      { h2: 'Que função escolher' },
      {
        ul: [
          '**Membro** para quem apenas abre perfis para trabalhar neles. É a predefinição certa.',
          '**Gestor** para quem cria e configura perfis nas suas pastas.',
          '**Administrador** para uma ou duas pessoas que tratam dos membros e das definições.',
        ],
      },
      { h2: 'Partilhe perfis' },
      {
        p: 'Coloque os perfis em pastas e partilhe a pasta: clique nela com o botão direito, escolha **Partilha** e adicione membros. Tudo o que está na pasta, incluindo os perfis adicionados mais tarde, fica visível para eles. Também pode dar a um membro uma função diferente dentro de uma pasta específica.',
      },
      { h2: 'Permissões sensíveis' },
      {
        p: 'Na página do membro, decida se este pode ver as credenciais dos proxies, exportar cookies, editar impressões digitais e eliminar perfis. As quatro estão desativadas para quem entra com a função Membro. A [referência de funções e permissões](/docs/teamwork-permissions) explica cada uma delas.',
      },
      {
        p: 'A um membro que ainda não aceitou o convite, pode enviar uma nova ligação a partir da mesma página; a ligação antiga deixa de funcionar de imediato.',
      },
    ],
  },
  'set-up-rpa': {
    title: 'Como executar um fluxo RPA em vários perfis',
    excerpt:
      'Inicie um fluxo numa seleção de perfis, defina quantos correm ao mesmo tempo e leia os resultados.',
    description:
      'Execute um fluxo RPA em muitos perfis do Polyprofile: selecione os perfis, defina a simultaneidade, acompanhe o progresso e consulte o histórico.',
    body: [
      {
        p: 'Quando um fluxo funciona num perfil, pode executá-lo em quantos quiser. O RPA está disponível nos planos Base, Equipa e Empresarial.',
      },
      { h2: 'Inicie uma execução' },
      {
        ol: [
          'Na lista principal, selecione os perfis, ou selecione uma pasta para usar todos os perfis que contém.',
          'Clique em **Executar fluxo** e escolha o fluxo.',
          'Defina a **Simultaneidade**, o número de perfis que correm ao mesmo tempo. Comece com 4 num portátil e 8 num computador de secretária com 32 GB de memória.',
          'Se o fluxo usar variáveis de um ficheiro CSV, escolha o ficheiro. As linhas são associadas aos perfis pelo nome do perfil ou pela ordem da lista.',
          'Clique em **Iniciar**.',
        ],
      },
      { h2: 'Acompanhe a execução' },
      {
        p: 'O painel de execução mostra uma linha por perfil com o estado: em espera, em execução, concluído, com falha ou interrompido. Clique numa linha para ver o registo desse perfil, passo a passo, com a duração de cada um. Pode interromper um único perfil ou a execução inteira em qualquer momento; os perfis interrompidos são fechados corretamente e os respetivos cookies são guardados.',
      },
      { h2: 'Depois da execução' },
      {
        p: 'Os resultados ficam em **Automação → Histórico** durante 30 dias. Filtre por estado para encontrar as falhas e abra uma execução falhada para ver o passo que correu mal e, se estiver ativada, uma captura de ecrã da página nesse momento. Exporte a lista em CSV para a partilhar.',
      },
      {
        p: 'Um perfil que já esteja aberto por si ou por um colega é ignorado e assinalado como tal, para que uma execução nunca tome a sessão de ninguém. Se várias execuções falharem no mesmo passo, leia [porque é que um fluxo para sempre no mesmo passo](/helps/fix-rpa).',
      },
    ],
  },
}
