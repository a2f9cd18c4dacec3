import type { ArticleText } from '../types'

/** Documentação: as duas páginas principais (proxies e perfis). */
export const docs: Record<string, ArticleText> = {
  proxies: {
    title: 'Proxies',
    excerpt:
      'Os tipos e formatos de proxy que o Polyprofile aceita, como um perfil usa o seu proxy, o teste de proxy, os proxies guardados e as operações em massa.',
    description:
      'Documentação de proxies do Polyprofile: tipos e formatos aceites, como os perfis usam o proxy, o teste, os proxies guardados e as ações em massa.',
    body: [
      {
        p: 'Cada perfil liga-se à Internet diretamente ou através do seu próprio proxy. Esta página descreve o que o Polyprofile aceita e como o cliente usa um proxy. Para escolher o fornecedor e o tipo, veja [que proxy usar em cada perfil](/blog/proxies-guide).',
      },
      { h2: 'Tipos aceites' },
      {
        ul: [
          'Proxies **HTTP** e **HTTPS**, com ou sem autenticação.',
          'Proxies **SOCKS5**, com ou sem autenticação. A resolução de nomes é feita do lado do proxy.',
          '**Direta**: sem proxy. O perfil usa a ligação e o endereço do próprio computador.',
        ],
      },
      {
        p: 'Os proxies SOCKS4 e os que exigem autenticação NTLM ou Kerberos não são suportados. Os túneis SSH podem ser usados executando o túnel localmente e apontando o perfil para a porta SOCKS5 local.',
      },
      { h2: 'Formatos' },
      {
        p: 'O campo de proxy e todas as importações aceitam as formas abaixo. O tipo pode vir indicado como esquema; sem ele, ao executar o teste, o cliente experimenta primeiro HTTP e depois SOCKS5.',
      },
      {
        code: `203.0.113.24:8000
203.0.113.24:8000:alice:s3cret
alice:s3cret@203.0.113.24:8000
socks5://alice:s3cret@203.0.113.24:1080
http://alice:s3cret@gate.provider.example:7777`,
        language: 'bash',
      },
      {
        p: 'Os nomes de utilizador e as palavras-passe podem conter qualquer carácter, exceto a quebra de linha. Na forma de URL, codifique `@`, `:` e `/` dentro deles como `%40`, `%3A` e `%2F`.',
      },
      { h2: 'Como um perfil usa o seu proxy' },
      {
        ol: [
          'Quando o perfil arranca, o cliente liga-se através do proxy e descobre o endereço de saída.',
          'Se o fuso horário, o idioma ou a geolocalização estiverem em *Com base no IP*, são definidos a partir desse endereço.',
          'Todo o tráfego do perfil, incluindo o DNS, o WebRTC e os pedidos das extensões, passa pelo proxy.',
          'Se o proxy não estiver acessível, o perfil não abre, e a notificação indica o motivo. Os perfis nunca recorrem a uma ligação direta.',
        ],
      },
      { h2: 'O teste de proxy' },
      {
        p: 'O teste liga-se através do proxy a partir do seu computador e indica o IP de saída, o país e a cidade segundo duas bases de dados de geolocalização, o fuso horário e a latência. O estado é um dos seguintes: OK, tempo esgotado, falha na autenticação, ligação recusada, protocolo não suportado. Os resultados ficam guardados com o perfil e aparecem na lista com a data.',
      },
      {
        ul: [
          'Um resultado **amarelo** significa que as duas fontes de geolocalização divergem em mais do que uma região.',
          'Um marcador **laranja** significa que outro perfil do espaço de trabalho comunicou o mesmo IP de saída.',
          'Os testes são executados de 20 em 20 quando seleciona muitos perfis ou proxies guardados.',
        ],
      },
      { h2: 'Proxies guardados' },
      {
        p: 'A página **Proxies** mantém uma lista de endereços do espaço de trabalho, com etiquetas e notas. Um perfil pode usar um proxy guardado em vez de uma cópia própria; editar o proxy guardado atualiza, assim, todos os perfis que o utilizam. As credenciais de proxy só ficam visíveis para os membros com a permissão *Ver credenciais de proxy*; os restantes veem o host e o país.',
      },
      { h2: 'Proxies rotativos e móveis' },
      {
        p: 'Para os fornecedores que mudam o IP de saída através de uma ligação, preencha **URL de mudança de IP**. A barra de ferramentas do perfil passa a mostrar um botão de rotação, e o endpoint `POST /api/v1/profiles/{id}/proxy/rotate` da API local chama a mesma ligação. Veja [proxies rotativos e móveis](/docs/proxy-rotation) para as sessões fixas e o momento certo da rotação.',
      },
      { h2: 'Operações em massa' },
      {
        ul: [
          '**Proxy → Substituir por lista** atribui, pela ordem, os endereços colados aos perfis selecionados.',
          '**Proxy → Atribuir proxies guardados** dá a cada perfil selecionado um proxy guardado ainda não utilizado, com filtro opcional por etiqueta.',
          '**Proxy → Remover** passa os perfis selecionados para ligação direta.',
          '**Testar proxies** testa todos os perfis selecionados.',
        ],
      },
      {
        p: 'Se um teste falhar ou um perfil não conseguir ligar-se, siga [os passos de resolução de problemas de proxy](/helps/fix-proxies).',
      },
    ],
  },
  profiles: {
    title: 'Perfis de navegador',
    excerpt:
      'O que um perfil contém e como os perfis são criados, organizados, abertos, bloqueados e eliminados, e o que fica guardado onde.',
    description:
      'Perfis de navegador do Polyprofile: o que um perfil contém, como criar e organizar, abertura e bloqueio, modelos e eliminação.',
    body: [
      {
        p: 'Um perfil é um ambiente de navegador independente. Cada um tem a sua própria impressão digital de dispositivo, definições de rede, armazenamento e extensões, e abre-se na sua própria janela como um processo de navegador separado. Esta página é a referência sobre o comportamento dos perfis; para um primeiro guia passo a passo, veja [como criar o seu primeiro perfil](/helps/create-first-profile).',
      },
      { h2: 'O que um perfil contém' },
      {
        ul: [
          '**Impressão digital:** o dispositivo que o perfil apresenta, descrito na [referência dos parâmetros da impressão digital](/docs/fingerprint-parameters).',
          '**Rede:** um proxy ou uma ligação direta, e o modo do WebRTC.',
          '**Armazenamento:** cookies, armazenamento local, IndexedDB, cache, histórico, marcadores, palavras-passe guardadas e separadores abertos.',
          '**Extensões:** instaladas por perfil, com definições próprias.',
          '**Metadados:** nome, pasta, etiquetas, notas, data de criação, data da última abertura e por quem.',
        ],
      },
      { h2: 'Criar perfis' },
      {
        p: 'Os perfis podem ser criados um a um com **Novo perfil**, em massa com **Criação em lote**, a partir de um modelo, por importação de um ficheiro CSV ou JSON ou através da API local. Todos estes métodos atribuem aleatoriamente um dispositivo novo a cada perfil. **Clonar** é a exceção: copia um perfil existente, incluindo o armazenamento e as sementes de ruído, e serve para modelos, não para contas.',
      },
      { h3: 'Modelos' },
      {
        p: 'Um modelo guarda as definições de um perfil sem os valores do dispositivo e sem o armazenamento. Os perfis criados a partir dele recebem o mesmo sistema operativo, tipo de proxy, extensões, páginas iniciais e opções de impressão digital, e um dispositivo próprio. Os modelos são partilhados com todo o espaço de trabalho.',
      },
      { h2: 'Organizar perfis' },
      {
        ul: [
          'As **pastas** formam uma árvore e são a unidade de partilha. Um perfil fica em exatamente uma pasta.',
          'As **etiquetas** atravessam as pastas. Um perfil pode ter tantas etiquetas quantas quiser.',
          'As **notas** são texto livre, pesquisável e visível para todos os que podem ver o perfil.',
          'As **colunas** da lista principal podem ser escolhidas, reordenadas e ordenadas por utilizador.',
        ],
      },
      { h2: 'Abertura e bloqueio' },
      {
        p: 'Um perfil só pode estar aberto num computador de cada vez. Enquanto está aberto, os outros utilizadores veem-no como *em uso*, com o nome da pessoa e do computador. O bloqueio é libertado quando o perfil é fechado ou, se o computador que o mantém deixar de responder, automaticamente depois do tempo limite de bloqueio do espaço de trabalho, 30 minutos por predefinição. Os utilizadores com permissão de edição podem **Assumir** um perfil bloqueado, o que o fecha no outro computador sem guardar as últimas alterações dessa sessão.',
      },
      { h2: 'Kernels e atualizações' },
      {
        p: 'Cada perfil funciona sobre um kernel baseado no Chromium. Os kernels novos são transferidos em segundo plano, e os perfis passam a usá-los no arranque seguinte, mantendo a impressão digital e o armazenamento; o user agent e os client hints acompanham a versão do kernel. O separador **Informações** mostra o kernel que o perfil usa.',
      },
      { h2: 'Modos de armazenamento' },
      {
        p: 'Por predefinição, os perfis ficam na nuvem, encriptados, e são sincronizados quando são fechados. Um perfil pode ser passado para **Apenas armazenamento local**; nesse caso, os dados nunca saem do computador e só pode ser aberto aí. Veja [armazenamento, sincronização e cópias de segurança de perfis](/docs/profile-storage).',
      },
      { h2: 'Eliminar perfis' },
      {
        p: 'Os perfis eliminados vão para a **Reciclagem** e podem ser restaurados durante 30 dias; depois disso, são removidos definitivamente, juntamente com os dados na nuvem. Só os membros com a permissão de eliminação podem eliminar perfis, e só os administradores podem esvaziar a Reciclagem antes de terminarem os 30 dias.',
      },
      { h2: 'Limites' },
      {
        p: 'Os planos limitam o número de perfis num espaço de trabalho, contando os arquivados, mas não os que estão na Reciclagem: 5 no plano Gratuito, 100 no Base, 500 no Equipa e um número definido em contrato no Empresarial. Não há limite para quantos perfis podem estar abertos ao mesmo tempo além da memória do computador, cerca de 300 a 600 MB por perfil em sites típicos.',
      },
    ],
  },
}
