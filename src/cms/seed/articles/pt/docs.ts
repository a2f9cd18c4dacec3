import type { ArticleText } from '../types'

/** Documentação: as duas páginas principais (proxies e perfis). */
export const docs: Record<string, ArticleText> = {
  proxies: {
    title: 'Proxies',
    excerpt:
      'Os tipos e formatos de proxy que o Polyprofile aceita, como um perfil usa o seu proxy, o teste de proxy, os proxies salvos e as operações em massa.',
    description:
      'Documentação de proxies do Polyprofile: tipos e formatos aceitos, como os perfis usam o proxy, o teste, os proxies salvos e as ações em massa.',
    body: [
      {
        p: 'Todo perfil se conecta à internet diretamente ou pelo seu próprio proxy. Esta página descreve o que o Polyprofile aceita e como o cliente usa um proxy. Para escolher o fornecedor e o tipo, veja [qual proxy usar em cada perfil](/blog/proxies-guide).',
      },
      { h2: 'Tipos aceitos' },
      {
        ul: [
          'Proxies **HTTP** e **HTTPS**, com ou sem autenticação.',
          'Proxies **SOCKS5**, com ou sem autenticação. A resolução de nomes acontece do lado do proxy.',
          '**Direta**: sem proxy. O perfil usa a conexão e o endereço do próprio computador.',
        ],
      },
      {
        p: 'SOCKS4 e proxies que exigem autenticação NTLM ou Kerberos não são suportados. Túneis SSH podem ser usados rodando o túnel localmente e apontando o perfil para a porta SOCKS5 local.',
      },
      { h2: 'Formatos' },
      {
        p: 'O campo de proxy e todas as importações aceitam as formas abaixo. O tipo pode vir como esquema; sem ele, ao rodar o teste, o cliente tenta primeiro HTTP e depois SOCKS5.',
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
        p: 'Usuários e senhas podem conter qualquer caractere, exceto quebra de linha. Na forma de URL, codifique `@`, `:` e `/` dentro deles como `%40`, `%3A` e `%2F`.',
      },
      { h2: 'Como um perfil usa o seu proxy' },
      {
        ol: [
          'Quando o perfil inicia, o cliente se conecta pelo proxy e descobre o endereço de saída.',
          'Se o fuso horário, o idioma ou a geolocalização estiverem em *Com base no IP*, eles são definidos a partir desse endereço.',
          'Todo o tráfego do perfil, incluindo DNS, WebRTC e as requisições das extensões, passa pelo proxy.',
          'Se o proxy não puder ser alcançado, o perfil não abre, e a notificação diz o motivo. Os perfis nunca recorrem a uma conexão direta.',
        ],
      },
      { h2: 'O teste de proxy' },
      {
        p: 'O teste se conecta pelo proxy a partir do seu computador e informa o IP de saída, o país e a cidade segundo dois bancos de geolocalização, o fuso horário e a latência. O status é um destes: OK, tempo esgotado, falha na autenticação, conexão recusada, protocolo não suportado. Os resultados ficam guardados com o perfil e aparecem na lista com a data.',
      },
      {
        ul: [
          'Um resultado **amarelo** significa que as duas fontes de geolocalização divergem em mais do que uma região.',
          'Um marcador **laranja** significa que outro perfil do espaço de trabalho informou o mesmo IP de saída.',
          'Os testes rodam de 20 em 20 quando você seleciona muitos perfis ou proxies salvos.',
        ],
      },
      { h2: 'Proxies salvos' },
      {
        p: 'A página **Proxies** mantém uma lista de endereços do espaço de trabalho, com tags e notas. Um perfil pode usar um proxy salvo em vez de uma cópia própria; editar o proxy salvo atualiza, então, todos os perfis que o usam. As credenciais de proxy só ficam visíveis para membros com a permissão *Ver credenciais de proxy*; os demais veem o host e o país.',
      },
      { h2: 'Proxies rotativos e móveis' },
      {
        p: 'Para fornecedores que trocam o IP de saída por meio de um link, preencha **URL de troca de IP**. A barra de ferramentas do perfil passa a mostrar um botão de rotação, e o endpoint `POST /api/v1/profiles/{id}/proxy/rotate` da API local chama o mesmo link. Veja [proxies rotativos e móveis](/docs/proxy-rotation) para sessões fixas e o momento certo da rotação.',
      },
      { h2: 'Operações em massa' },
      {
        ul: [
          '**Proxy → Substituir por lista** atribui, na ordem, os endereços colados aos perfis selecionados.',
          '**Proxy → Atribuir proxies salvos** dá a cada perfil selecionado um proxy salvo ainda não usado, com filtro opcional por tag.',
          '**Proxy → Remover** passa os perfis selecionados para conexão direta.',
          '**Testar proxies** testa todos os perfis selecionados.',
        ],
      },
      {
        p: 'Se um teste falhar ou um perfil não conseguir se conectar, siga [os passos de solução de problemas de proxy](/helps/fix-proxies).',
      },
    ],
  },
  profiles: {
    title: 'Perfis de navegador',
    excerpt: 'O que um perfil contém e como os perfis são criados, organizados, abertos, bloqueados e excluídos, e o que fica guardado onde.',
    description: 'Perfis de navegador do Polyprofile: o que um perfil contém, como criar e organizar, abertura e bloqueio, modelos e exclusão.',
    body: [
      {
        p: 'Um perfil é um ambiente de navegador independente. Cada um tem a sua própria impressão digital de dispositivo, configurações de rede, armazenamento e extensões, e abre na sua própria janela como um processo de navegador separado. Esta página é a referência de como os perfis se comportam; para um primeiro passo a passo, veja [como criar o seu primeiro perfil](/helps/create-first-profile).',
      },
      { h2: 'O que um perfil contém' },
      {
        ul: [
          '**Impressão digital:** o dispositivo que o perfil apresenta, descrito na [referência dos parâmetros da impressão digital](/docs/fingerprint-parameters).',
          '**Rede:** um proxy ou uma conexão direta, e o modo do WebRTC.',
          '**Armazenamento:** cookies, armazenamento local, IndexedDB, cache, histórico, favoritos, senhas salvas e abas abertas.',
          '**Extensões:** instaladas por perfil, com configurações próprias.',
          '**Metadados:** nome, pasta, tags, notas, data de criação, data da última abertura e por quem.',
        ],
      },
      { h2: 'Criando perfis' },
      {
        p: 'Os perfis podem ser criados um a um com **Novo perfil**, em massa com **Criação em lote**, a partir de um modelo, por importação de um arquivo CSV ou JSON ou pela API local. Todos esses métodos sorteiam um dispositivo novo para cada perfil. **Clonar** é a exceção: copia um perfil existente, incluindo o armazenamento e as sementes de ruído, e serve para modelos, não para contas.',
      },
      { h3: 'Modelos' },
      {
        p: 'Um modelo guarda as configurações de um perfil sem os valores do dispositivo e sem o armazenamento. Os perfis criados a partir dele recebem o mesmo sistema operacional, tipo de proxy, extensões, páginas iniciais e opções de impressão digital, e um dispositivo próprio. Os modelos são compartilhados com todo o espaço de trabalho.',
      },
      { h2: 'Organizando perfis' },
      {
        ul: [
          'As **pastas** formam uma árvore e são a unidade de compartilhamento. Um perfil fica em exatamente uma pasta.',
          'As **tags** atravessam as pastas. Um perfil pode ter quantas tags quiser.',
          'As **notas** são texto livre, pesquisável e visível para todos que podem ver o perfil.',
          'As **colunas** da lista principal podem ser escolhidas, reordenadas e classificadas por usuário.',
        ],
      },
      { h2: 'Abertura e bloqueio' },
      {
        p: 'Um perfil pode estar aberto em um computador por vez. Enquanto está aberto, os outros usuários o veem como *em uso*, com o nome da pessoa e do computador. O bloqueio é liberado quando o perfil fecha ou, se o computador que o mantém parar de responder, automaticamente depois do tempo limite de bloqueio do espaço de trabalho, 30 minutos por padrão. Usuários com permissão de edição podem **Assumir** um perfil bloqueado, o que o fecha no outro computador sem salvar as últimas alterações daquela sessão.',
      },
      { h2: 'Kernels e atualizações' },
      {
        p: 'Cada perfil roda em um kernel baseado no Chromium. Os kernels novos são baixados em segundo plano, e os perfis passam para eles na próxima inicialização, mantendo a impressão digital e o armazenamento; o user agent e os client hints acompanham a versão do kernel. A aba **Informações** mostra o kernel que o perfil usa.',
      },
      { h2: 'Modos de armazenamento' },
      {
        p: 'Por padrão, os perfis ficam na nuvem, criptografados, e são sincronizados quando fecham. Um perfil pode ser passado para **Somente armazenamento local**; nesse caso, os dados nunca saem do computador e ele só pode ser aberto ali. Veja [armazenamento, sincronização e backups de perfis](/docs/profile-storage).',
      },
      { h2: 'Excluindo perfis' },
      {
        p: 'Os perfis excluídos vão para a **Lixeira** e podem ser restaurados por 30 dias; depois disso, eles e os dados na nuvem são removidos para sempre. Só membros com a permissão de exclusão podem excluir perfis, e só administradores podem esvaziar a lixeira antes de terminarem os 30 dias.',
      },
      { h2: 'Limites' },
      {
        p: 'Os planos limitam o número de perfis em um espaço de trabalho, contando os arquivados, mas não os que estão na Lixeira: 5 no plano Gratuito, 100 no Base, 500 no Equipe e um número definido em contrato no Empresarial. Não há limite para quantos perfis podem ficar abertos ao mesmo tempo além da memória do computador, cerca de 300 a 600 MB por perfil em sites típicos.',
      },
    ],
  },
}
