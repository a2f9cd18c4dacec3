import type { ArticleText } from '../types'

/** Centro de ajuda: resolução de problemas. */
export const helpsFix: Record<string, ArticleText> = {
  'fix-proxies': {
    title: 'O teste do proxy falha ou o perfil fica sem ligação',
    excerpt:
      'O que significa cada erro do teste e por que ordem procurar a causa quando um perfil não consegue aceder à Internet.',
    description:
      'Resolva a falha no teste de proxy do Polyprofile: o que significam os erros de tempo esgotado, autenticação e recusa, e o que verificar, por ordem.',
    body: [
      {
        p: 'Quando o teste falha, o resultado indica o motivo. Comece pela linha que corresponde ao que está a ver.',
      },
      { h2: 'Mensagens de erro' },
      {
        ul: [
          '**Tempo esgotado:** o proxy não respondeu em 10 segundos. O host ou a porta estão errados, o proxy está em baixo ou uma firewall da sua rede bloqueia a porta.',
          '**Falha na autenticação:** o nome de utilizador ou a palavra-passe estão errados, ou o fornecedor só aceita ligações de endereços IP de uma lista de permissões e o seu não consta dela.',
          '**Ligação recusada:** o host respondeu, mas não há nada à escuta nessa porta. Verifique o número da porta e o protocolo.',
          '**Protocolo não suportado:** o tipo não corresponde ao proxy, por exemplo SOCKS5 selecionado para um proxy HTTP.',
        ],
      },
      { h2: 'Verificações, por ordem' },
      {
        ol: [
          'Volte a copiar os dados do proxy a partir do painel do fornecedor. Espaços e quebras de linha a mais são a causa mais frequente.',
          'Experimente o outro protocolo. Muitos fornecedores oferecem HTTP e SOCKS5 em portas diferentes.',
          'Se o fornecedor usar uma lista de permissões de IP, adicione o seu IP público atual no painel dele. Esse IP muda quando muda de rede.',
          'Desligue qualquer VPN no seu computador e volte a testar.',
          'Teste o proxy noutro perfil. Se falhar em todos, contacte o fornecedor; se funcionar noutro, compare as definições de proxy dos dois perfis.',
        ],
      },
      { h2: 'O teste passa, mas as páginas não carregam' },
      {
        p: 'Alguns fornecedores bloqueiam determinados sites ou portas. Abra no perfil uma página simples, como um motor de pesquisa; se esta carregar e o site que pretende não, pergunte ao fornecedor se esse site é permitido. Verifique também a latência no resultado: acima de uns 2 segundos, as páginas pesadas podem exceder o tempo limite.',
      },
      {
        p: 'Se o teste passar mas mostrar um país inesperado, é possível que o fornecedor tenha atribuído outra localização. Veja na [documentação de proxies](/docs/proxies) como são apresentadas as duas fontes de geolocalização.',
      },
    ],
  },
  'fix-cookies': {
    title: 'A sessão termina sempre: quando os cookies não são guardados',
    excerpt:
      'Um perfil que se esquece das sessões iniciadas tem normalmente um de quatro problemas de configuração ou de sincronização. Veja como descobrir qual.',
    description:
      'Porque é que um perfil do Polyprofile se esquece das sessões entre aberturas e como resolver: limpeza, sincronização, validade e verificações do site.',
    body: [
      {
        p: 'Se um site termina a sua sessão sempre que volta a abrir um perfil, verifique estas causas por ordem. A maioria dos casos resolve-se com as duas primeiras.',
      },
      { h2: '1. O perfil apaga os dados ao fechar' },
      {
        p: 'Abra as definições do perfil, separador **Avançado**, e verifique **Limpar cookies ao fechar** e **Limpar armazenamento ao fechar**. As duas opções devem estar desativadas nos perfis que guardam sessões iniciadas.',
      },
      { h2: '2. O perfil foi fechado antes de sincronizar' },
      {
        p: 'Com a sincronização na nuvem ativada, o perfil envia os dados quando é fechado. Se o cliente tiver sido encerrado ou o computador desligado durante o envio, a abertura seguinte usa a cópia anterior. Espere que o ícone de nuvem ao lado do perfil pare de se mexer antes de sair. O estado da sincronização no separador **Informações** do perfil mostra quando terminou o último envio.',
      },
      { h2: '3. O site terminou a sessão' },
      {
        p: 'Abra o separador **Cookies** e procure o cookie de sessão do site. Se a validade já tiver passado, ou se for um cookie de sessão sem validade, quem decidiu quanto tempo dura a sessão foi o site. Assinalar *Lembrar-me* ou *Manter sessão iniciada* ao entrar costuma garantir uma sessão mais longa.',
      },
      { h2: '4. O site viu outro dispositivo' },
      {
        p: 'Alguns sites terminam a sessão quando o endereço IP muda ou quando a versão do navegador muda. Se o proxy fizer rotação, passe para um proxy fixo (sticky) ou estático. Depois de uma atualização do kernel, é normal que alguns sites peçam para iniciar sessão mais uma vez.',
      },
      { h2: 'A sessão continua a terminar?' },
      {
        ul: [
          'Veja se alguma extensão do perfil apaga cookies. As extensões de privacidade fazem-no com frequência.',
          'Confirme que não está a abrir a mesma conta em dois perfis, o que pode invalidar a primeira sessão.',
          'Envie ao apoio ao cliente o ID do perfil que aparece no separador **Informações**; conseguimos verificar o histórico de sincronização sem ver os cookies.',
        ],
      },
      {
        p: 'O [guia de cookies](/blog/cookies-guide) explica com mais pormenor como as sessões são guardadas e sincronizadas.',
      },
    ],
  },
  'fix-fingerprints': {
    title: 'Um site diz que o navegador parece invulgar',
    excerpt:
      'Quando um site mostra um aviso, um CAPTCHA ou uma página de «navegador não suportado», como encontrar o valor que denuncia o perfil.',
    description:
      'O que fazer quando um site assinala um perfil do Polyprofile como invulgar: avisos de coerência, kernels desatualizados, extensões e proxies.',
    body: [
      {
        p: 'Um aviso, um CAPTCHA sem fim ou uma página de «o seu navegador não é suportado» significam que algo no perfil não pareceu certo ao site. Raramente é o próprio motor de impressões digitais; em geral, é um valor que contradiz os outros.',
      },
      { h2: 'Procure a contradição' },
      {
        ol: [
          'Abra as definições do perfil e veja a verificação de coerência na parte inferior do separador **Impressão digital**. Corrija qualquer aviso amarelo.',
          'Verifique se o fuso horário, o idioma e a geolocalização estão em *Com base no IP*.',
          'Execute o teste do proxy. Um proxy num país diferente do fuso horário é a contradição mais comum.',
          'Confirme no separador **Informações** que o kernel está atualizado. Os kernels antigos comunicam uma versão antiga do navegador, que alguns sites recusam.',
        ],
      },
      { h2: 'Extensões' },
      {
        p: 'Os bloqueadores de anúncios, os bloqueadores de scripts e algumas extensões de privacidade alteram o que as páginas veem, e vários fornecedores de proteção contra bots tratam isso como suspeito. Desative as extensões uma a uma e recarregue a página para descobrir se alguma delas provoca o aviso.',
      },
      { h2: 'Predefinições móveis' },
      {
        p: 'Se o perfil usar uma predefinição de Android ou iOS, verifique se não alterou o tamanho do ecrã nem desativou o toque. Um telemóvel sem suporte de toque é uma incoerência óbvia. Use **Nova impressão digital** com a mesma predefinição para recuperar um conjunto coerente de valores.',
      },
      { h2: 'Se nada resultar' },
      {
        p: 'Abra um perfil novo com as definições predefinidas e o mesmo proxy e carregue a página. Se o perfil novo passar, compare as definições dele com as do antigo. Se também falhar, a causa provável é a reputação do IP do proxy; experimente um endereço de outro fornecedor ou de outro pool.',
      },
      {
        p: 'Envie ao apoio ao cliente o ID do perfil e o endereço da página. Testamos as páginas comunicadas com o kernel atual e corrigimos os problemas de deteção nas atualizações do kernel, muitas vezes em poucos dias.',
      },
    ],
  },
  'fix-profile-start': {
    title: 'Um perfil não abre ou fecha-se de imediato',
    excerpt:
      'Quando clicar em Abrir não faz nada, mostra um erro ou a janela se fecha logo a seguir: as causas e as soluções.',
    description:
      'Resolva um perfil do Polyprofile que não abre ou se fecha de imediato: bloqueios, transferência do kernel, antivírus, espaço em disco e dados danificados.',
    body: [
      {
        p: 'Quando um perfil não abre, o botão ou uma notificação costuma indicar o motivo. Estas são as mensagens mais comuns e o que fazer em cada caso.',
      },
      { h2: '«O perfil está em uso»' },
      {
        p: 'Outra pessoa, ou o próprio utilizador noutro computador, tem o perfil aberto. A mensagem mostra o utilizador e o computador. Peça a essa pessoa que o feche. Se o computador dela bloqueou, um administrador ou o próprio utilizador pode clicar em **Assumir**; o bloqueio também é libertado automaticamente 30 minutos depois de o outro computador deixar de responder.',
      },
      { h2: '«A transferir o kernel»' },
      {
        p: 'O perfil precisa de um kernel de navegador que ainda não está neste computador, normalmente depois de uma atualização ou numa instalação nova. A transferência tem cerca de 150 MB. Se ficar parada em 0%, verifique se alguma firewall ou proxy da sua rede permite ligações aos nossos servidores de atualização.',
      },
      { h2: 'A janela abre-se e fecha-se de imediato' },
      {
        ol: [
          'Verifique se o antivírus não colocou em quarentena ficheiros da pasta do Polyprofile. Restaure os ficheiros e adicione a pasta às exceções.',
          'Verifique o espaço livre em disco. Um perfil precisa de espaço para descomprimir os dados; com menos de 1 GB livre, a abertura falha.',
          'Desative as extensões do perfil nas respetivas definições e tente novamente. Uma extensão com defeito pode fazer o navegador falhar no arranque.',
          'Reinicie o cliente. Se os outros perfis abrem e este não, os dados locais dele podem estar danificados.',
        ],
      },
      { h2: 'Dados locais danificados' },
      {
        p: 'Abra o menu do perfil e escolha **Reparar**. O cliente descarta a cópia local e transfere da nuvem a última versão sincronizada. As alterações feitas desde a última sincronização bem-sucedida perdem-se, e é por isso que pede confirmação. Os perfis guardados apenas localmente não podem ser reparados desta forma; restaure-os a partir de um ficheiro exportado.',
      },
      {
        p: 'Se nada disto ajudar, clique em **Ajuda → Enviar registos** no cliente e indique o ID do perfil quando contactar o apoio ao cliente.',
      },
    ],
  },
  'fix-sync': {
    title: 'As alterações do perfil não aparecem noutro computador',
    excerpt:
      'Quando marcadores, cookies ou definições guardados num computador não aparecem noutro, verifique o estado da sincronização, o modo de armazenamento e o momento da abertura.',
    description:
      'Resolva a sincronização na nuvem do Polyprofile quando faltam alterações noutro computador: estado, perfis só locais e momento da abertura.',
    body: [
      {
        p: 'Os perfis são sincronizados através da nuvem quando são fechados. Se as alterações feitas num computador não aparecem noutro, o motivo é um dos seguintes.',
      },
      { h2: 'O envio não terminou' },
      {
        p: 'Observe o perfil no primeiro computador. Um ícone de nuvem em movimento indica que o envio ainda está a decorrer; uma nuvem vermelha indica que falhou. Clique no ícone vermelho para ver o erro e tentar novamente. Fechar o cliente ou perder a ligação durante o envio é a causa mais comum.',
      },
      { h2: 'O perfil é guardado localmente' },
      {
        p: 'Nas definições, um perfil pode ser configurado como **Apenas armazenamento local**, por exemplo para dados que não quer na nuvem. Esses perfis nunca são sincronizados. O modo de armazenamento aparece no separador **Informações**; ao mudá-lo para a nuvem, os dados atuais são enviados da próxima vez que o perfil for fechado.',
      },
      { h2: 'O outro computador abriu uma cópia antiga' },
      {
        p: 'Se o perfil foi aberto no segundo computador enquanto o primeiro ainda estava a enviar, o segundo partiu da versão anterior. Quando ambos fecham, prevalece o envio mais recente e as alterações do outro perdem-se. Deixe o envio terminar antes de abrir o perfil noutro sítio; o bloqueio mostra quando o perfil ainda está em uso.',
      },
      { h2: 'O que é sincronizado e o que não é' },
      {
        ul: [
          'Sincronizados: cookies, armazenamento local, IndexedDB, marcadores, histórico, extensões e as respetivas definições, palavras-passe guardadas e separadores abertos.',
          'Não sincronizados: a cache do navegador e os ficheiros transferidos, que ficam no computador em que foram criados.',
        ],
      },
      { h2: 'Consulte o registo de sincronização' },
      {
        p: 'O separador **Informações** enumera os dez últimos envios e transferências do perfil, com a hora, o tamanho e o computador. Se faltar um envio do primeiro computador, o problema está aí; se constar da lista, mas o segundo computador mostrar uma versão mais antiga, clique em **Reparar** neste último para transferir a cópia mais recente.',
      },
    ],
  },
  'fix-rpa': {
    title: 'Um fluxo RPA para sempre no mesmo passo',
    excerpt:
      'Como ler o registo da execução, descobrir porque é que um passo falha e tornar o fluxo tolerante a páginas lentas, mudanças de layout e pop-ups.',
    description:
      'Resolva um fluxo RPA do Polyprofile que falha sempre no mesmo passo: leia o registo, corrija seletores e esperas e trate os pop-ups.',
    body: [
      {
        p: 'Quando um fluxo falha no mesmo passo em todos os perfis, a causa está quase sempre nesse passo ou no anterior. Comece pelo registo da execução.',
      },
      { h2: 'Leia o registo' },
      {
        ol: [
          'Abra **Automação → Histórico** e clique numa execução falhada.',
          'Encontre o primeiro passo assinalado a vermelho. A mensagem diz o que correu mal, por exemplo *elemento não encontrado* ou *tempo de navegação esgotado*.',
          'Se a opção **Captura em caso de falha** estiver ativada, abra a captura. Mostra a página exatamente como o fluxo a viu.',
        ],
      },
      { h2: '«Elemento não encontrado»' },
      {
        p: 'Ou o elemento ainda não está na página, ou o seletor já não corresponde. Se a captura mostrar uma página carregada a meio, substitua a espera fixa antes do passo por **Aguardar elemento**. Se a página carregou e o elemento está visível, o site mudou; volte a escolher o elemento com o seletor de elementos, dando preferência a um seletor baseado no texto ou na etiqueta dele.',
      },
      { h2: '«Tempo de navegação esgotado»' },
      {
        p: 'A página demorou mais do que o passo permite, 30 segundos por predefinição. Aumente o tempo limite para sites lentos, verifique a latência do proxy dos perfis afetados ou reduza a simultaneidade da execução para não sobrecarregar o computador.',
      },
      { h2: 'Um pop-up atrapalha' },
      {
        p: 'Se a captura mostrar um banner de cookies ou uma caixa de diálogo sobre a página, adicione um passo **Fechar se existir** antes daquele que falha e selecione o botão de fechar do banner. Ative *Continuar se não encontrar* para que as execuções sem o pop-up sigam em frente.',
      },
      { h2: 'Falha apenas em alguns perfis' },
      {
        p: 'Compare um perfil que falhou com um que correu bem. Diferenças de idioma, de sessão iniciada ou de região costumam alterar a página. Use a ação **Se o elemento existir** para tratar as duas versões, ou termine esses perfis com um estado claro.',
      },
      {
        p: 'A [referência das ações de RPA](/docs/rpa-actions) enumera as opções de todas as ações aqui referidas.',
      },
    ],
  },
  'fix-local-api': {
    title: 'A API local não responde',
    excerpt:
      'Ligação recusada, 401 ou 429 na API local: o que significa cada um e como pôr os seus scripts a comunicar com o cliente.',
    description:
      'Resolva erros da API local do Polyprofile: ligação recusada, 401 não autorizado, 403 por limite do plano e 429 por excesso de pedidos, passo a passo.',
    body: [
      {
        p: 'Os seus scripts comunicam com o cliente do Polyprofile que está a correr no mesmo computador. Comece pelo pedido mais simples possível, que não precisa de nenhum perfil:',
      },
      {
        code: 'curl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status',
        language: 'bash',
      },
      {
        p: 'Um cliente em funcionamento responde com `{"code":0,"msg":"ok","data":{...}}`, incluindo a versão do cliente. Se receber qualquer outra coisa, procure o caso correspondente abaixo.',
      },
      { h2: 'Ligação recusada' },
      {
        ul: [
          'O cliente não está aberto ou não tem a sessão iniciada. A API só funciona enquanto o cliente estiver aberto e com a sessão iniciada.',
          'A API está desativada. Ative-a em **Definições → API local**.',
          'A porta é outra. A predefinida é a 36912; a página de definições mostra a atual.',
        ],
      },
      { h2: 'HTTP 401' },
      {
        p: 'A chave está em falta ou errada. Volte a copiá-la em **Definições → API local** e envie-a no cabeçalho `X-Api-Key`. Gerar uma chave nova invalida a antiga de imediato.',
      },
      { h2: 'HTTP 403' },
      {
        p: 'A API local está incluída nos planos Equipa e Empresarial. Nos outros planos, o endpoint de estado responde, mas todos os restantes devolvem 403 com uma mensagem que indica o plano. Um 403 num perfil específico significa que a sua função não permite essa ação nesse perfil.',
      },
      { h2: 'HTTP 429' },
      {
        p: 'Enviou mais de 10 pedidos por segundo. Espere o número de segundos indicado em `retry_after` e torne o seu script mais lento. Para iniciar muitos perfis, o endpoint em lote é mais rápido do que várias chamadas individuais.',
      },
      {
        p: 'A lista completa de endpoints e os formatos de resposta estão na [documentação da API local](/docs/local-api).',
      },
    ],
  },
}
