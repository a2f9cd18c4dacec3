import type { ArticleText } from '../types'

/** Central de ajuda: primeiros passos. */
export const helpsStart: Record<string, ArticleText> = {
  'install-polyprofile': {
    title: 'Como instalar o Polyprofile no Windows, macOS e Linux',
    excerpt: 'Requisitos do sistema, onde baixar o instalador e o que fazer quando o sistema o bloqueia.',
    description: 'Como instalar o Polyprofile no Windows, macOS e Linux: requisitos, instaladores e o que fazer se o sistema bloquear a instalação.',
    body: [
      { h2: 'Requisitos' },
      {
        ul: [
          '**Windows:** Windows 10 ou 11, de 64 ou 32 bits.',
          '**macOS:** versão 11 Big Sur ou mais recente, em Intel ou Apple silicon.',
          '**Linux:** Ubuntu 20.04, Debian 11 ou uma distribuição de 64 bits mais recente.',
          'Pelo menos 4 GB de memória e 2 GB de espaço livre em disco. Conte com cerca de 500 MB de memória para cada perfil que ficar aberto.',
        ],
      },
      { h2: 'Instalação' },
      {
        ol: [
          'Abra a [página de download](/download). Ela oferece o instalador do sistema que você está usando; os outros sistemas aparecem logo abaixo.',
          '**Windows:** execute o arquivo `.exe` e siga as etapas. O cliente é instalado para o usuário atual e não precisa de permissões de administrador.',
          '**macOS:** abra o arquivo `.dmg` e arraste o Polyprofile para Aplicativos. Nos Macs com chip da série M, escolha a versão para Apple silicon: ela é bem mais rápida do que a versão para Intel rodando no Rosetta.',
          '**Linux:** instale o pacote `.deb` com `sudo apt install ./Polyprofile-5.7.0-linux.deb`.',
          'Abra o Polyprofile e entre com a sua conta, ou crie uma na própria janela de login.',
        ],
      },
      { h2: 'Se o sistema bloquear o instalador' },
      {
        p: 'Nos primeiros dias depois de um lançamento, o Windows SmartScreen pode exibir um alerta sobre a versão nova, até que gente suficiente a tenha instalado. Confira se o arquivo veio da nossa página de download e escolha **Mais informações → Executar assim mesmo**. No macOS, se o sistema disser que o app não pode ser aberto, clique nele com o botão direito em Aplicativos e escolha **Abrir** uma vez.',
      },
      {
        p: 'Às vezes o antivírus coloca em quarentena o kernel do navegador, que é baixado depois do primeiro login. Se os perfis não iniciarem logo depois da instalação, adicione a pasta do Polyprofile às exceções do antivírus e reinicie o cliente. Cada versão publica os checksums SHA-256 dos seus instaladores nas [notas de versão](/release).',
      },
    ],
  },
  'create-first-profile': {
    title: 'Como criar o seu primeiro perfil de navegador',
    excerpt: 'Um perfil é um navegador separado, com dispositivo, armazenamento e rede próprios. Como criar um e o que preencher primeiro.',
    description: 'Crie o seu primeiro perfil de navegador no Polyprofile: nome, sistema operacional, configurações de rede e o que deixar no padrão.',
    body: [
      {
        p: 'Cada perfil é um navegador completo e independente. Ele tem a sua própria impressão digital de dispositivo, os seus próprios cookies e armazenamento, as suas próprias extensões e a sua própria conexão de rede. Use um perfil para cada conta que você quer manter separada.',
      },
      { h2: 'Passo a passo' },
      {
        ol: [
          'Clique em **Novo perfil**, no canto superior esquerdo da janela principal.',
          'Digite um nome que diga para qual conta é o perfil, por exemplo *Loja DE – Seller Central*. Abaixo do nome, você pode adicionar uma nota e tags.',
          'Escolha o sistema operacional que o perfil deve apresentar: Windows, macOS, Linux, Android ou iOS. O Polyprofile escolhe um dispositivo realista desse tipo.',
          'Em **Rede**, adicione um proxy, ou deixe em *Conexão direta* por enquanto se quiser só fazer testes.',
          'Clique em **Criar**. O perfil aparece na lista; clique em **Abrir** para iniciá-lo.',
        ],
      },
      { h2: 'O que deixar no padrão' },
      {
        p: 'A aba da impressão digital tem dezenas de valores, e os padrões são escolhidos para serem coerentes entre si e com o proxy. O fuso horário, o idioma e a geolocalização acompanham automaticamente a localização do proxy. Só altere valores isolados quando souber por quê; o editor avisa quando uma alteração cria uma contradição.',
      },
      { h2: 'Criar vários de uma vez' },
      {
        p: 'Para criar perfis em massa, clique na seta ao lado de **Novo perfil** e escolha **Criação em lote**. Informe quantos você precisa, um padrão de nome como *TikTok {n}* e, se quiser, cole uma lista de proxies, um por linha, para atribuí-los na ordem. Cada perfil continua recebendo o seu próprio dispositivo.',
      },
      {
        p: 'O plano Gratuito inclui 5 perfis; a [página de preços](/pricing) mostra os limites dos outros planos. Em seguida, veja como [escolher as configurações da impressão digital](/helps/set-up-fingerprints) e como [adicionar um proxy](/helps/set-up-proxies).',
      },
    ],
  },
  'set-up-fingerprints': {
    title: 'Como escolher a impressão digital de um perfil novo',
    excerpt: 'Quais opções da impressão digital mudar, quais deixar quietas e como ler a verificação de coerência.',
    description:
      'Quais configurações da impressão digital mudar em um perfil novo do Polyprofile, quais manter no padrão e como funciona a verificação de coerência.',
    body: [
      {
        p: 'Quando você cria um perfil, o Polyprofile gera uma impressão digital completa a partir de dados de dispositivos reais. Na maioria dos casos, você só precisa decidir três coisas e pode deixar o resto como está.',
      },
      { h2: 'As três decisões' },
      {
        ol: [
          '**Sistema operacional.** Use o mesmo que a conta já vinha usando. Para uma conta nova, o Windows é a escolha mais comum no desktop.',
          '**Desktop ou celular.** Use uma predefinição móvel só para as contas que deveriam ser usadas pelo celular.',
          '**Tamanho da tela.** Mantenha a resolução sugerida, a menos que o histórico da conta exija outra. Tamanhos comuns chamam menos atenção do que os raros.',
        ],
      },
      { h2: 'Configurações que devem ficar no padrão' },
      {
        ul: [
          '**Fuso horário, idioma, geolocalização:** *Com base no IP*, para que coincidam com o proxy.',
          '**WebRTC:** *Substituir*, que mostra o endereço do proxy no lugar do seu endereço real.',
          '**Canvas, WebGL, áudio:** *Ruído*, que dá ao perfil hashes próprios e estáveis.',
          '**Fontes:** *Fontes do perfil*, de acordo com o sistema operacional escolhido.',
        ],
      },
      { h2: 'A verificação de coerência' },
      {
        p: 'O painel na parte de baixo da aba da impressão digital confere os valores uns com os outros. Uma marca verde significa que nenhuma contradição foi encontrada. Um alerta amarelo aponta os valores que não combinam, por exemplo uma plataforma macOS com uma GPU que só existe no Windows. Corrija os alertas antes do primeiro login; depois disso, mudar o dispositivo de uma conta ativa pode, por si só, levantar suspeitas.',
      },
      {
        p: 'Clique em **Nova impressão digital** para sortear um dispositivo totalmente novo se quiser começar do zero. A [referência dos parâmetros da impressão digital](/docs/fingerprint-parameters) explica cada valor em detalhes.',
      },
    ],
  },
  'set-up-proxies': {
    title: 'Como adicionar um proxy a um perfil',
    excerpt: 'Cole um proxy em qualquer formato comum, teste e deixe o perfil assumir a localização dele.',
    description: 'Adicione um proxy a um perfil do Polyprofile: tipos e formatos aceitos, o teste integrado e os links de rotação de proxies móveis.',
    body: [
      {
        p: 'Um proxy dá ao perfil o seu próprio endereço IP e a sua própria localização. O Polyprofile aceita proxies HTTP, HTTPS e SOCKS5 de qualquer fornecedor.',
      },
      { h2: 'Passo a passo' },
      {
        ol: [
          'Abra as configurações do perfil e vá para a aba **Proxy**.',
          'Escolha **Personalizado** e cole o proxy. O tipo, o host, a porta, o usuário e a senha são preenchidos automaticamente.',
          'Clique em **Testar**. Em um ou dois segundos, você vê o IP de saída, o país, a cidade, o fuso horário e a latência.',
          'Se a localização estiver certa, clique em **Salvar**.',
        ],
      },
      { h2: 'Formatos que o campo entende' },
      {
        ul: ['`host:porta`', '`host:porta:usuário:senha`', '`usuário:senha@host:porta`', '`socks5://usuário:senha@host:porta` (também `http://` e `https://`)'],
      },
      { h2: 'Proxies móveis com rotação de IP' },
      {
        p: 'Se o seu fornecedor der um link que troca o IP, cole-o em **URL de troca de IP**. Um botão de rotação aparece então na barra de ferramentas do perfil. Só faça a rotação entre as sessões, nunca enquanto estiver logado e trabalhando.',
      },
      { h2: 'Proxies salvos' },
      {
        p: 'Os proxies que você usa com frequência podem ser salvos em **Proxies**, no menu da esquerda, e escolhidos em uma lista em vez de colados. Editar um proxy salvo atualiza todos os perfis que o usam.',
      },
      {
        p: 'Depois de salvo, o perfil assume o fuso horário, o idioma e a geolocalização do novo endereço toda vez que inicia. Trocar o proxy de uma conta que você já usa significa uma localização nova para essa conta, então só faça isso quando o endereço antigo parar de funcionar.',
      },
      {
        p: 'Se o teste falhar, veja [o que fazer quando o teste do proxy falha](/helps/fix-proxies). Para escolher um tipo de proxy, leia a nossa [comparação entre tipos de proxy](/blog/proxies-guide).',
      },
    ],
  },
  'set-up-cookies': {
    title: 'Como importar cookies para um perfil',
    excerpt: 'Leve uma sessão logada de outro navegador para um perfil do Polyprofile sem precisar fazer login de novo.',
    description: 'Importe cookies nos formatos JSON ou Netscape para um perfil do Polyprofile, para que uma conta continue logada ao sair de outro navegador.',
    body: [
      {
        p: 'Importar cookies leva uma sessão logada para dentro de um perfil. O site passa a ver um visitante que está voltando, e não um login novo de um dispositivo desconhecido.',
      },
      { h2: 'Exporte do navegador antigo' },
      {
        p: 'Use uma extensão de exportação de cookies no navegador antigo e exporte apenas os cookies do site que você está transferindo, em formato JSON. Se o site faz login por outro domínio, por exemplo um domínio de contas separado, exporte esse domínio também. Não exporte todos os cookies do navegador.',
      },
      { h2: 'Importe no perfil' },
      {
        ol: [
          'Feche o perfil, se ele estiver aberto.',
          'Abra o menu dele e escolha **Cookies → Importar**.',
          'Cole o conteúdo JSON ou o `cookies.txt` no formato Netscape, ou escolha o arquivo.',
          'Clique em **Importar**. A janela mostra quantos cookies foram adicionados e lista os que foram ignorados, com o motivo.',
          'Abra o perfil e carregue o site. Você deve estar logado.',
        ],
      },
      { h2: 'Antes da primeira visita' },
      {
        ul: [
          'Dê ao perfil um proxy no mesmo país da conexão do navegador antigo.',
          'Escolha o mesmo sistema operacional em que o navegador antigo rodava.',
          'Depois de confirmar que o login funciona, evite mudar senhas ou dados de pagamento por algumas horas.',
        ],
      },
      {
        p: 'Os cookies ignorados costumam ter uma data de validade já vencida, o que significa que essa parte da sessão já tinha terminado. Se o site desconectar você depois de reiniciar, veja [quando os cookies não são salvos](/helps/fix-cookies).',
      },
      {
        p: 'Se uma sessão importada sobrevive ou não também depende do site. Serviços que prendem a sessão ao endereço IP em que ela foi criada vão pedir um novo login, por mais cuidado que você tenha tido ao transferir os cookies.',
      },
    ],
  },
  'set-up-teamwork': {
    title: 'Como convidar membros da equipe e definir funções',
    excerpt: 'Convide colegas para o seu espaço de trabalho, escolha as funções deles e compartilhe pastas de perfis com eles.',
    description: 'Convide membros da equipe para um espaço de trabalho do Polyprofile, escolha funções e permissões e compartilhe pastas de perfis com eles.',
    body: [
      {
        p: 'Os membros da equipe têm o seu próprio login e trabalham nos perfis que você compartilha com eles, sem nunca ver as senhas das contas. O plano Base inclui 3 vagas, e o plano Equipe, 10.',
      },
      { h2: 'Convide alguém' },
      {
        ol: [
          'Abra **Espaço de trabalho → Membros** e clique em **Convidar**.',
          'Digite o e-mail da pessoa e escolha uma função: Administrador, Gerente ou Membro.',
          'Se quiser, escolha as pastas que ela deve ver desde já.',
          'Clique em **Enviar**. A pessoa recebe um e-mail com um link válido por 7 dias.',
        ],
      },
      { h2: 'Qual função escolher' },
      {
        ul: [
          '**Membro** para quem só abre perfis para trabalhar neles. É o padrão certo.',
          '**Gerente** para quem cria e configura perfis nas suas pastas.',
          '**Administrador** para uma ou duas pessoas que cuidam dos membros e das configurações.',
        ],
      },
      { h2: 'Compartilhe perfis' },
      {
        p: 'Coloque os perfis em pastas e compartilhe a pasta: clique nela com o botão direito, escolha **Compartilhamento** e adicione membros. Tudo o que está na pasta, incluindo os perfis adicionados depois, fica visível para eles. Você também pode dar a um membro uma função diferente dentro de uma pasta específica.',
      },
      { h2: 'Permissões sensíveis' },
      {
        p: 'Na página do membro, decida se ele pode ver as credenciais dos proxies, exportar cookies, editar impressões digitais e excluir perfis. As quatro vêm desativadas para quem entra com a função Membro. A [referência de funções e permissões](/docs/teamwork-permissions) explica cada uma.',
      },
      {
        p: 'Para um membro que ainda não aceitou o convite, dá para enviar um link novo pela mesma página; o link antigo deixa de funcionar na hora.',
      },
    ],
  },
  'set-up-rpa': {
    title: 'Como executar um fluxo RPA em vários perfis',
    excerpt: 'Inicie um fluxo em uma seleção de perfis, defina quantos rodam ao mesmo tempo e leia os resultados.',
    description:
      'Execute um fluxo RPA em muitos perfis do Polyprofile: selecione os perfis, defina a simultaneidade, acompanhe o progresso e consulte o histórico.',
    body: [
      {
        p: 'Quando um fluxo funciona em um perfil, você pode rodá-lo em quantos quiser. O RPA está disponível nos planos Base, Equipe e Empresarial.',
      },
      { h2: 'Inicie uma execução' },
      {
        ol: [
          'Na lista principal, selecione os perfis, ou selecione uma pasta para usar todos os perfis dela.',
          'Clique em **Executar fluxo** e escolha o fluxo.',
          'Defina a **Simultaneidade**, o número de perfis que rodam ao mesmo tempo. Comece com 4 em um notebook e 8 em um desktop com 32 GB de memória.',
          'Se o fluxo usa variáveis de um arquivo CSV, escolha o arquivo. As linhas são associadas aos perfis pelo nome do perfil ou pela ordem da lista.',
          'Clique em **Iniciar**.',
        ],
      },
      { h2: 'Acompanhe a execução' },
      {
        p: 'O painel de execução mostra uma linha por perfil com o status: aguardando, em execução, concluído, com falha ou interrompido. Clique em uma linha para ver o log daquele perfil, passo a passo, com a duração de cada um. Você pode interromper um único perfil ou a execução inteira a qualquer momento; os perfis interrompidos são fechados corretamente e os cookies deles são salvos.',
      },
      { h2: 'Depois da execução' },
      {
        p: 'Os resultados ficam em **Automação → Histórico** por 30 dias. Filtre por status para encontrar as falhas e abra uma execução que falhou para ver o passo que deu errado e, se estiver ativado, um print da página naquele momento. Exporte a lista em CSV para compartilhá-la.',
      },
      {
        p: 'Um perfil que já está aberto por você ou por um colega é pulado e marcado como tal, para que uma execução nunca tome a sessão de ninguém. Se várias execuções falharem no mesmo passo, leia [por que um fluxo para sempre no mesmo passo](/helps/fix-rpa).',
      },
    ],
  },
}
