import type { ArticleText } from '../types'

/** Central de ajuda: solução de problemas. */
export const helpsFix: Record<string, ArticleText> = {
  'fix-proxies': {
    title: 'O teste do proxy falha ou o perfil fica sem conexão',
    excerpt: 'O que significa cada erro do teste e em que ordem procurar a causa quando um perfil não consegue acessar a internet.',
    description:
      'Resolva a falha no teste de proxy do Polyprofile: o que significam os erros de tempo esgotado, autenticação e recusa, e o que conferir em ordem.',
    body: [
      {
        p: 'Quando o teste falha, o resultado informa o motivo. Comece pela linha que corresponde ao que você está vendo.',
      },
      { h2: 'Mensagens de erro' },
      {
        ul: [
          '**Tempo esgotado:** o proxy não respondeu em 10 segundos. O host ou a porta estão errados, o proxy está fora do ar ou um firewall da sua rede bloqueia a porta.',
          '**Falha na autenticação:** o usuário ou a senha estão errados, ou o fornecedor só aceita conexões de endereços IP de uma lista de permissões e o seu não está nela.',
          '**Conexão recusada:** o host respondeu, mas nada está escutando nessa porta. Confira o número da porta e o protocolo.',
          '**Protocolo não suportado:** o tipo não corresponde ao proxy, por exemplo SOCKS5 selecionado para um proxy HTTP.',
        ],
      },
      { h2: 'Verificações, na ordem' },
      {
        ol: [
          'Copie de novo a string do proxy no painel do fornecedor. Espaços e quebras de linha sobrando são a causa mais comum.',
          'Tente o outro protocolo. Muitos fornecedores oferecem HTTP e SOCKS5 em portas diferentes.',
          'Se o fornecedor usa lista de permissões de IP, adicione o seu IP público atual no painel dele. Esse IP muda quando você troca de rede.',
          'Desligue qualquer VPN no seu computador e teste de novo.',
          'Teste o proxy em outro perfil. Se falhar em todos, fale com o fornecedor; se funcionar em outro, compare as configurações de proxy dos dois perfis.',
        ],
      },
      { h2: 'O teste passa, mas as páginas não carregam' },
      {
        p: 'Alguns fornecedores bloqueiam certos sites ou portas. Abra no perfil uma página simples, como um buscador; se ela carregar e o site que você quer não, pergunte ao fornecedor se esse site é permitido. Confira também a latência no resultado: acima de uns 2 segundos, páginas pesadas podem estourar o tempo limite.',
      },
      {
        p: 'Se o teste passar mas mostrar um país inesperado, talvez o fornecedor tenha atribuído outra localização. Veja na [documentação de proxies](/docs/proxies) como as duas fontes de geolocalização são exibidas.',
      },
    ],
  },
  'fix-cookies': {
    title: 'A sessão cai toda vez: quando os cookies não são salvos',
    excerpt: 'Um perfil que esquece os logins costuma ter um de quatro problemas de configuração ou de sincronização. Veja como descobrir qual.',
    description:
      'Por que um perfil do Polyprofile esquece os logins entre uma abertura e outra e como resolver: limpeza, sincronização, validade e verificações do site.',
    body: [
      {
        p: 'Se um site desconecta você toda vez que reabre um perfil, verifique estas causas na ordem. A maioria dos casos se resolve com as duas primeiras.',
      },
      { h2: '1. O perfil apaga os dados ao fechar' },
      {
        p: 'Abra as configurações do perfil, aba **Avançado**, e confira **Limpar cookies ao fechar** e **Limpar armazenamento ao fechar**. As duas opções devem ficar desativadas nos perfis que guardam logins.',
      },
      { h2: '2. O perfil foi fechado antes de sincronizar' },
      {
        p: 'Com a sincronização na nuvem ativada, o perfil envia os dados quando é fechado. Se o cliente foi encerrado ou o computador desligado durante o envio, a próxima abertura usa a cópia anterior. Espere o ícone de nuvem ao lado do perfil parar de se mexer antes de sair. O status de sincronização na aba **Informações** do perfil mostra quando o último envio terminou.',
      },
      { h2: '3. O site encerrou a sessão' },
      {
        p: 'Abra a aba **Cookies** e procure o cookie de sessão do site. Se a validade dele já passou, ou se é um cookie de sessão sem validade, quem decidiu quanto tempo o login dura foi o site. Marcar *Lembrar de mim* ou *Manter conectado* ao entrar costuma garantir uma sessão mais longa.',
      },
      { h2: '4. O site viu outro dispositivo' },
      {
        p: 'Alguns sites encerram a sessão quando o endereço IP muda ou quando a versão do navegador muda. Se o proxy faz rotação, passe para um proxy fixo (sticky) ou estático. Depois de uma atualização do kernel, é normal que alguns sites peçam login mais uma vez.',
      },
      { h2: 'A sessão continua caindo?' },
      {
        ul: [
          'Veja se alguma extensão do perfil apaga cookies. Extensões de privacidade fazem isso com frequência.',
          'Confira se você não está abrindo a mesma conta em dois perfis, o que pode invalidar a primeira sessão.',
          'Envie ao suporte o ID do perfil que aparece na aba **Informações**; conseguimos verificar o histórico de sincronização sem ver os cookies.',
        ],
      },
      {
        p: 'O [guia de cookies](/blog/cookies-guide) explica com mais detalhes como as sessões são guardadas e sincronizadas.',
      },
    ],
  },
  'fix-fingerprints': {
    title: 'Um site diz que o navegador parece incomum',
    excerpt: 'Quando um site mostra um alerta, um CAPTCHA ou uma página de “navegador não suportado”, como achar o valor que entrega o perfil.',
    description: 'O que fazer quando um site marca um perfil do Polyprofile como incomum: alertas de coerência, kernels desatualizados, extensões e proxies.',
    body: [
      {
        p: 'Um alerta, um CAPTCHA sem fim ou uma página de “seu navegador não é suportado” significam que algo no perfil não pareceu certo para o site. Raramente é o próprio motor de impressões digitais; em geral, é um valor que contradiz os outros.',
      },
      { h2: 'Procure a contradição' },
      {
        ol: [
          'Abra as configurações do perfil e veja a verificação de coerência na parte de baixo da aba **Impressão digital**. Corrija qualquer alerta amarelo.',
          'Confira se o fuso horário, o idioma e a geolocalização estão em *Com base no IP*.',
          'Rode o teste do proxy. Um proxy em um país diferente do fuso horário é a contradição mais comum.',
          'Confirme na aba **Informações** que o kernel está atualizado. Kernels antigos informam uma versão antiga do navegador, que alguns sites recusam.',
        ],
      },
      { h2: 'Extensões' },
      {
        p: 'Bloqueadores de anúncios, bloqueadores de scripts e algumas extensões de privacidade mudam o que as páginas enxergam, e vários fornecedores de proteção contra bots tratam isso como suspeito. Desative as extensões uma por uma e recarregue a página para descobrir se alguma delas provoca o alerta.',
      },
      { h2: 'Predefinições móveis' },
      {
        p: 'Se o perfil usa uma predefinição de Android ou iOS, verifique se você não mudou o tamanho da tela nem desativou o toque. Um celular sem suporte a toque é uma incoerência óbvia. Use **Nova impressão digital** com a mesma predefinição para recuperar um conjunto coerente de valores.',
      },
      { h2: 'Se nada resolver' },
      {
        p: 'Abra um perfil novo com as configurações padrão e o mesmo proxy e carregue a página. Se o perfil novo passar, compare as configurações dele com as do antigo. Se ele também falhar, a causa provável é a reputação do IP do proxy; tente um endereço de outro fornecedor ou de outro pool.',
      },
      {
        p: 'Envie ao suporte o ID do perfil e o endereço da página. Testamos as páginas relatadas com o kernel atual e corrigimos os problemas de detecção nas atualizações do kernel, muitas vezes em poucos dias.',
      },
    ],
  },
  'fix-profile-start': {
    title: 'Um perfil não abre ou fecha na mesma hora',
    excerpt: 'Quando clicar em Abrir não faz nada, mostra um erro ou a janela fecha logo em seguida: as causas e as soluções.',
    description:
      'Resolva um perfil do Polyprofile que não abre ou fecha na hora: bloqueios, download do kernel, antivírus, espaço em disco e dados corrompidos.',
    body: [
      {
        p: 'Quando um perfil não abre, o botão ou uma notificação costuma dizer o motivo. Estas são as mensagens mais comuns e o que fazer em cada caso.',
      },
      { h2: '“O perfil está em uso”' },
      {
        p: 'Outra pessoa, ou você mesmo em outro computador, está com o perfil aberto. A mensagem mostra o usuário e o computador. Peça que a pessoa o feche. Se o computador dela travou, um administrador ou o próprio usuário pode clicar em **Assumir**; o bloqueio também é liberado automaticamente 30 minutos depois que o outro computador para de responder.',
      },
      { h2: '“Baixando o kernel”' },
      {
        p: 'O perfil precisa de um kernel de navegador que ainda não está neste computador, normalmente depois de uma atualização ou em uma instalação nova. O download tem cerca de 150 MB. Se ficar parado em 0%, verifique se algum firewall ou proxy da sua rede permite conexões com os nossos servidores de atualização.',
      },
      { h2: 'A janela abre e fecha na hora' },
      {
        ol: [
          'Confira se o antivírus não colocou em quarentena arquivos da pasta do Polyprofile. Restaure os arquivos e adicione a pasta às exceções.',
          'Confira o espaço livre em disco. Um perfil precisa de espaço para descompactar os dados; com menos de 1 GB livre, a abertura falha.',
          'Desative as extensões do perfil nas configurações dele e tente de novo. Uma extensão com defeito pode derrubar o navegador na inicialização.',
          'Reinicie o cliente. Se outros perfis abrem e este não, os dados locais dele podem estar corrompidos.',
        ],
      },
      { h2: 'Dados locais corrompidos' },
      {
        p: 'Abra o menu do perfil e escolha **Reparar**. O cliente descarta a cópia local e baixa da nuvem a última versão sincronizada. As alterações feitas desde a última sincronização bem-sucedida se perdem, e por isso ele pede confirmação. Perfis guardados apenas localmente não podem ser reparados assim; restaure-os a partir de um arquivo exportado.',
      },
      {
        p: 'Se nada disso ajudar, clique em **Ajuda → Enviar logs** no cliente e informe o ID do perfil ao falar com o suporte.',
      },
    ],
  },
  'fix-sync': {
    title: 'As alterações do perfil não aparecem em outro computador',
    excerpt:
      'Quando favoritos, cookies ou configurações salvos em um computador não aparecem em outro, confira o status da sincronização, o modo de armazenamento e o momento da abertura.',
    description:
      'Resolva a sincronização na nuvem do Polyprofile quando faltam alterações em outro computador: status, perfis só locais e momento da abertura.',
    body: [
      {
        p: 'Os perfis são sincronizados pela nuvem quando são fechados. Se as alterações feitas em um computador não aparecem em outro, o motivo é um dos abaixo.',
      },
      { h2: 'O envio não terminou' },
      {
        p: 'Olhe o perfil no primeiro computador. Um ícone de nuvem em movimento indica que o envio ainda está em andamento; uma nuvem vermelha indica que ele falhou. Clique no ícone vermelho para ver o erro e tentar de novo. Fechar o cliente ou perder a conexão durante o envio é a causa mais comum.',
      },
      { h2: 'O perfil é guardado localmente' },
      {
        p: 'Nas configurações, um perfil pode ser definido como **Somente armazenamento local**, por exemplo para dados que você não quer na nuvem. Esses perfis nunca são sincronizados. O modo de armazenamento aparece na aba **Informações**; ao mudá-lo para a nuvem, os dados atuais são enviados na próxima vez que o perfil for fechado.',
      },
      { h2: 'O outro computador abriu uma cópia antiga' },
      {
        p: 'Se o perfil foi aberto no segundo computador enquanto o primeiro ainda estava enviando, o segundo partiu da versão anterior. Quando os dois fecham, o envio mais recente prevalece e as alterações do outro se perdem. Deixe o envio terminar antes de abrir o perfil em outro lugar; o bloqueio mostra quando o perfil ainda está em uso.',
      },
      { h2: 'O que é sincronizado e o que não é' },
      {
        ul: [
          'Sincronizados: cookies, armazenamento local, IndexedDB, favoritos, histórico, extensões e as configurações delas, senhas salvas e abas abertas.',
          'Não sincronizados: o cache do navegador e os arquivos baixados, que ficam no computador em que foram criados.',
        ],
      },
      { h2: 'Confira o log de sincronização' },
      {
        p: 'A aba **Informações** lista os dez últimos envios e downloads do perfil, com horário, tamanho e computador. Se faltar um envio do primeiro computador, o problema está lá; se ele estiver na lista, mas o segundo computador mostrar uma versão mais antiga, clique em **Reparar** nele para baixar a cópia mais recente.',
      },
    ],
  },
  'fix-rpa': {
    title: 'Um fluxo RPA para sempre no mesmo passo',
    excerpt: 'Como ler o log da execução, descobrir por que um passo falha e deixar o fluxo tolerante a páginas lentas, mudanças de layout e pop-ups.',
    description: 'Resolva um fluxo RPA do Polyprofile que falha sempre no mesmo passo: leia o log, corrija seletores e esperas e trate os pop-ups.',
    body: [
      {
        p: 'Quando um fluxo falha no mesmo passo em todos os perfis, a causa quase sempre está nesse passo ou no anterior. Comece pelo log da execução.',
      },
      { h2: 'Leia o log' },
      {
        ol: [
          'Abra **Automação → Histórico** e clique em uma execução que falhou.',
          'Encontre o primeiro passo marcado em vermelho. A mensagem diz o que deu errado, por exemplo *elemento não encontrado* ou *tempo de navegação esgotado*.',
          'Se **Captura em caso de falha** estiver ativada, abra a captura. Ela mostra a página exatamente como o fluxo a viu.',
        ],
      },
      { h2: '“Elemento não encontrado”' },
      {
        p: 'Ou o elemento ainda não está na página, ou o seletor não corresponde mais. Se a captura mostra uma página carregada pela metade, troque a espera fixa antes do passo por **Aguardar elemento**. Se a página carregou e o elemento está visível, o site mudou; escolha o elemento de novo com o seletor de elementos, dando preferência a um seletor baseado no texto ou no rótulo dele.',
      },
      { h2: '“Tempo de navegação esgotado”' },
      {
        p: 'A página demorou mais do que o passo permite, 30 segundos por padrão. Aumente o tempo limite para sites lentos, confira a latência do proxy dos perfis afetados ou reduza a simultaneidade da execução para não sobrecarregar o computador.',
      },
      { h2: 'Um pop-up atrapalha' },
      {
        p: 'Se a captura mostra um banner de cookies ou uma caixa de diálogo sobre a página, adicione um passo **Fechar se existir** antes do que falha e selecione o botão de fechar do banner. Ative *Continuar se não encontrar* para que as execuções sem o pop-up sigam em frente.',
      },
      { h2: 'Falha só em alguns perfis' },
      {
        p: 'Compare um perfil que falhou com um que deu certo. Diferenças de idioma, de sessão logada ou de região costumam mudar a página. Use a ação **Se o elemento existir** para tratar as duas versões, ou encerre esses perfis com um status claro.',
      },
      {
        p: 'A [referência das ações de RPA](/docs/rpa-actions) lista as opções de todas as ações citadas aqui.',
      },
    ],
  },
  'fix-local-api': {
    title: 'A API local não responde',
    excerpt: 'Conexão recusada, 401 ou 429 na API local: o que cada um significa e como fazer os seus scripts conversarem com o cliente.',
    description:
      'Resolva erros da API local do Polyprofile: conexão recusada, 401 não autorizado, 403 por limite do plano e 429 por excesso de requisições, passo a passo.',
    body: [
      {
        p: 'Os seus scripts conversam com o cliente do Polyprofile que roda no mesmo computador. Comece pela requisição mais simples possível, que não precisa de nenhum perfil:',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'Um cliente funcionando responde com `{"code":0,"msg":"ok","data":{...}}`, incluindo a versão do cliente. Se você receber qualquer outra coisa, procure o caso correspondente abaixo.',
      },
      { h2: 'Conexão recusada' },
      {
        ul: [
          'O cliente não está aberto ou você não está logado. A API só funciona enquanto o cliente está aberto e com login feito.',
          'A API está desativada. Ative-a em **Configurações → API local**.',
          'A porta é outra. A padrão é 36912; a página de configurações mostra a atual.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'A chave está faltando ou errada. Copie-a de novo em **Configurações → API local** e envie no cabeçalho `X-Api-Key`. Gerar uma chave nova invalida a antiga imediatamente.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'A API local está incluída nos planos Equipe e Empresarial. Nos outros planos, o endpoint de status responde, mas todos os demais devolvem 403 com uma mensagem que indica o plano. Um 403 em um perfil específico significa que a sua função não permite essa ação nele.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'Você enviou mais de 10 requisições por segundo. Espere o número de segundos indicado em `retry_after` e deixe o seu script mais lento. Para iniciar muitos perfis, o endpoint em lote é mais rápido do que várias chamadas individuais.',
      },
      {
        p: 'A lista completa de endpoints e os formatos de resposta estão na [documentação da API local](/docs/local-api).',
      },
    ],
  },
}
