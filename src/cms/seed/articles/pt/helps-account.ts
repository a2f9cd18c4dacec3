import type { ArticleText } from '../types'

/** Central de ajuda: conta e cobrança. */
export const helpsAccount: Record<string, ArticleText> = {
  'change-plan': {
    title: 'Como fazer upgrade, downgrade ou cancelar o seu plano',
    excerpt: 'Como as mudanças de plano são cobradas, o que acontece com os perfis acima do novo limite e como cancelar.',
    description: 'Faça upgrade, downgrade ou cancele um plano do Polyprofile: como a diferença é cobrada por dia e o que acontece com os perfis excedentes.',
    body: [
      {
        p: 'Só o proprietário do espaço de trabalho pode mudar o plano. Abra **Espaço de trabalho → Cobrança** para ver o plano atual, a data do próximo pagamento e as opções descritas abaixo.',
      },
      { h2: 'Upgrade' },
      {
        p: 'Escolha o novo plano e confirme. Os limites maiores valem na hora. Você paga a diferença pelos dias que faltam no período de cobrança atual, e a próxima fatura vem com o preço cheio do novo plano.',
      },
      { h2: 'Downgrade' },
      {
        p: 'O downgrade passa a valer no fim do período de cobrança atual, então você continua com aquilo por que já pagou. A diferença não usada não é devolvida em dinheiro: ela vira crédito no seu saldo, que é usado para pagar as próximas faturas.',
      },
      {
        ul: [
          'Se você tiver mais perfis do que o novo plano permite, nenhum é excluído. Os excedentes ficam somente leitura: aparecem na lista, mas não podem ser abertos até você excluir outros ou voltar a fazer upgrade.',
          'Se você tiver mais membros do que o novo plano permite, escolha quem fica. Os membros removidos perdem o acesso no fim do período.',
          'Os recursos que o novo plano não inclui, como a API local no plano Base, param de funcionar quando o downgrade entra em vigor.',
        ],
      },
      { h2: 'Cancelamento' },
      {
        p: 'Clique em **Cancelar assinatura**. O espaço de trabalho mantém os recursos pagos até o fim do período e depois passa para o plano Gratuito. Os perfis continuam na sua conta pelos 90 dias seguintes, para que você possa voltar ou exportá-los. Depois desses 90 dias, os perfis acima do limite do plano Gratuito são excluídos, e enviamos um lembrete uma semana antes.',
      },
      {
        p: 'Trocar a cobrança mensal pela anual, ou o contrário, funciona como um upgrade: a mudança vale na hora e os dias restantes do período atual viram crédito. Os preços dos planos estão na [página de preços](/pricing).',
      },
    ],
  },
  'payment-methods': {
    title: 'Formas de pagamento, faturas e IVA',
    excerpt: 'Quais formas de pagamento aceitamos, onde encontrar as faturas e como adicionar os dados da empresa para o IVA.',
    description:
      'Formas de pagamento do Polyprofile (cartões, PayPal, cripto, métodos locais), onde baixar as faturas e como adicionar os dados fiscais da empresa.',
    body: [
      { h2: 'Formas de pagamento aceitas' },
      {
        ul: [
          'Cartões Visa, Mastercard, American Express e UnionPay.',
          'PayPal.',
          'Criptomoedas: USDT nas redes TRON e Ethereum, Bitcoin e Ethereum. Os pagamentos em cripto são avulsos; não são renovados automaticamente.',
          'Métodos locais em alguns países, como Pix no Brasil, BLIK na Polônia e transferência bancária no Vietnã. A página de pagamento mostra o que está disponível no seu país.',
        ],
      },
      {
        p: 'Os preços aparecem em USD, BRL, PLN ou VND, conforme o seu país. Você pode trocar a moeda na [página de preços](/pricing) antes de pagar.',
      },
      { h2: 'Faturas' },
      {
        p: 'Todo pagamento gera uma fatura. Você as encontra em **Espaço de trabalho → Cobrança → Faturas**, onde cada uma pode ser baixada em PDF. O proprietário também recebe uma cópia por e-mail. Depois do pagamento, as faturas não podem ser reemitidas em nome de outra empresa, então adicione os seus dados antes.',
      },
      { h2: 'Dados da empresa e IVA' },
      {
        ol: [
          'Abra **Espaço de trabalho → Cobrança → Dados da empresa**.',
          'Informe a razão social, o endereço e, se tiver, o seu número de IVA ou de identificação fiscal.',
          'Salve. As próximas faturas vão mostrar esses dados.',
        ],
      },
      {
        p: 'Empresas da União Europeia com número de IVA válido são faturadas sem IVA, pelo mecanismo de autoliquidação (reverse charge). Validamos o número automaticamente; se a validação falhar, a fatura inclui o IVA, e você pode falar com o suporte enviando os seus documentos de registro.',
      },
      { h2: 'Pagamentos recusados' },
      {
        p: 'Se uma renovação automática falhar, tentamos de novo depois de 1, 3 e 5 dias e avisamos o proprietário por e-mail a cada tentativa. Nesse período, o espaço de trabalho continua funcionando. Depois da última tentativa, ele passa para o plano Gratuito até que um pagamento seja aprovado.',
      },
    ],
  },
  'two-factor-authentication': {
    title: 'Como ativar a verificação em duas etapas',
    excerpt: 'Proteja a sua conta do Polyprofile com códigos de um app autenticador e guarde os códigos de recuperação para emergências.',
    description:
      'Ative a verificação em duas etapas na sua conta do Polyprofile com um app autenticador e guarde os códigos de recuperação em um lugar seguro.',
    body: [
      {
        p: 'A sua conta do Polyprofile dá acesso a todos os perfis que você pode abrir, com as sessões logadas deles. Com a verificação em duas etapas, uma senha roubada não basta para entrar.',
      },
      { h2: 'Ative a verificação' },
      {
        ol: [
          'Abra **Conta → Segurança** no cliente ou no site.',
          'Clique em **Ativar verificação em duas etapas**.',
          'Escaneie o QR code com um app autenticador, como Google Authenticator, Microsoft Authenticator, 1Password ou Aegis.',
          'Digite o código de seis dígitos que o app mostra.',
          'Guarde os dez códigos de recuperação em um lugar seguro, longe da sua senha.',
        ],
      },
      {
        p: 'A partir daí, entrar em um computador novo pede um código do app. Os computadores em que você já estava logado continuam conectados.',
      },
      { h2: 'Códigos de recuperação' },
      {
        p: 'Cada código de recuperação funciona uma única vez, no lugar de um código do app. Use um se perder o celular e, em seguida, configure de novo a verificação em duas etapas no aparelho novo e gere novos códigos. Se você perder o celular e os códigos, o suporte pode restabelecer o acesso depois de confirmar que você é o titular; isso leva até três dias úteis e exige o e-mail e os dados de pagamento da conta.',
      },
      { h2: 'Para proprietários de espaços de trabalho' },
      {
        p: 'No plano Empresarial, os proprietários podem exigir a verificação em duas etapas de todos os membros. Quem não tiver a verificação ativa precisará configurá-la no próximo login e não poderá abrir perfis enquanto não fizer isso. Nos outros planos, a página **Membros** mostra quem está com ela ativada.',
      },
      {
        p: 'Não oferecemos códigos por SMS, porque números de telefone podem ser sequestrados por meio da operadora.',
      },
    ],
  },
  'transfer-profiles': {
    title: 'Como transferir perfis para outro espaço de trabalho',
    excerpt: 'Entregue perfis a um cliente ou mova-os entre os seus próprios espaços de trabalho, com impressões digitais, cookies e configurações intactos.',
    description:
      'Transfira perfis de navegador para outro espaço de trabalho do Polyprofile com impressões digitais, cookies e proxies intactos, e o que o destinatário vê.',
    body: [
      {
        p: 'Uma transferência leva os perfis por completo para outro espaço de trabalho: impressão digital, cookies, armazenamento, extensões, proxy e notas. É o jeito certo de entregar contas a um cliente ou de juntar espaços de trabalho.',
      },
      { h2: 'Envie os perfis' },
      {
        ol: [
          'Selecione os perfis na lista principal. Feche os que estiverem abertos.',
          'Escolha **Mais → Transferir**.',
          'Digite o e-mail do proprietário ou de um administrador do espaço de trabalho que vai recebê-los.',
          'Decida se as configurações de proxy vão junto. Desative essa opção se os proxies forem seus e o destinatário for usar os dele.',
          'Confirme. O destinatário recebe uma notificação e tem 7 dias para aceitar.',
        ],
      },
      { h2: 'O que o destinatário vê' },
      {
        p: 'Os perfis aceitos aparecem em uma pasta chamada *Transferidos* no espaço de trabalho de destino. Eles contam para o limite de perfis desse espaço, então o destinatário precisa ter vagas livres suficientes. Até a transferência ser aceita, os perfis ficam no seu espaço de trabalho marcados como pendentes, e nenhum dos lados consegue abri-los.',
      },
      { h2: 'Bom saber' },
      {
        ul: [
          'Quem envia não pode desfazer uma transferência. Para recuperar os perfis, o destinatário precisa transferi-los de volta.',
          'O histórico do perfil no registro de atividades fica com o espaço de trabalho que enviou.',
          'Os fluxos RPA e as listas de proxies salvas não são transferidos; se precisar, exporte e compartilhe esses itens separadamente.',
          'As transferências entre espaços de trabalho de que você mesmo é proprietário são aceitas automaticamente.',
        ],
      },
      {
        p: 'Para dar acesso a alguém sem passar a propriedade, compartilhe uma pasta com a pessoa; veja [como convidar membros da equipe](/helps/set-up-teamwork).',
      },
    ],
  },
  refunds: {
    title: 'Como solicitar um reembolso',
    excerpt: 'A nossa política de reembolso de 14 dias, como fazer o pedido e quanto tempo o dinheiro leva para chegar.',
    description:
      'Como solicitar o reembolso do Polyprofile em até 14 dias após o primeiro pagamento, o que é reembolsável e quanto tempo o dinheiro leva para voltar.',
    body: [
      {
        p: 'Se o Polyprofile não servir para você, é possível pedir o reembolso integral em até 14 dias após o seu primeiro pagamento de um plano. Preferimos devolver o dinheiro a manter um cliente insatisfeito com o produto.',
      },
      { h2: 'O que é reembolsável' },
      {
        ul: [
          'O primeiro pagamento de um plano, dentro de 14 dias.',
          'Pagamentos duplicados por erro, a qualquer momento.',
          'Pagamentos feitos depois do cancelamento, se a renovação foi cobrada por engano.',
        ],
      },
      {
        p: 'Não são reembolsáveis as renovações de um plano usado por mais de um período de cobrança nem os pagamentos de espaços de trabalho suspensos por abuso. Os downgrades viram crédito no seu saldo em vez de reembolso.',
      },
      { h2: 'Como pedir' },
      {
        ol: [
          'Abra o chat no cliente ou no site, ou escreva para support@polyprofile.com a partir do e-mail da conta.',
          'Informe o número da fatura, que está em **Espaço de trabalho → Cobrança → Faturas**.',
          'Conte rapidamente o que não funcionou. Isso não muda nada no reembolso, mas nos ajuda a melhorar.',
        ],
      },
      { h2: 'Quanto tempo leva' },
      {
        p: 'Processamos os reembolsos em até dois dias úteis. Depois disso, o estorno no cartão leva de 5 a 10 dias úteis para aparecer, dependendo do seu banco. Os reembolsos pelo PayPal costumam aparecer em um dia. Pagamentos em cripto são devolvidos na mesma moeda, para um endereço que você nos informar, pelo valor em USD do dia do pagamento.',
      },
      {
        p: 'Depois de um reembolso, o espaço de trabalho passa para o plano Gratuito. Os perfis acima do limite do plano Gratuito ficam guardados por 90 dias, como depois de um cancelamento.',
      },
    ],
  },
  'change-email-password': {
    title: 'Como alterar o seu e-mail ou a sua senha',
    excerpt: 'Atualize o e-mail com que você entra, altere ou redefina a sua senha e veja o que acontece com as suas outras sessões.',
    description: 'Altere o e-mail ou a senha da sua conta do Polyprofile, redefina uma senha esquecida e desconecte os outros computadores.',
    body: [
      { h2: 'Altere a senha' },
      {
        ol: [
          'Abra **Conta → Segurança**.',
          'Clique em **Alterar senha**, digite a senha atual e depois a nova duas vezes.',
          'Escolha se quer desconectar todos os outros computadores. Recomendamos fazer isso se você acha que outra pessoa pode saber a senha antiga.',
        ],
      },
      {
        p: 'Use pelo menos 12 caracteres. Senhas que aparecem em vazamentos de dados conhecidos são recusadas, mesmo que sejam longas.',
      },
      { h2: 'Esqueceu a senha' },
      {
        p: 'Na tela de login, clique em **Esqueci a senha** e digite o seu e-mail. O link de redefinição vale por uma hora. Se a verificação em duas etapas estiver ativada, depois de definir a nova senha você ainda vai precisar de um código do app ou de um código de recuperação. Redefinir a senha desconecta a conta de todos os computadores em que ela estava logada.',
      },
      { h2: 'Altere o e-mail' },
      {
        ol: [
          'Abra **Conta → Perfil** e clique em **Alterar** ao lado do e-mail.',
          'Digite o novo endereço e a sua senha.',
          'Abra em até 24 horas o link de confirmação que enviamos para o novo endereço.',
        ],
      },
      {
        p: 'Também avisamos o endereço antigo, com um link que permite cancelar a mudança por 7 dias, caso não tenha sido você. A partir daí, faturas, convites para espaços de trabalho e avisos de segurança passam a ir para o novo endereço.',
      },
      { h2: 'Login com o Google' },
      {
        p: 'Se você se cadastrou com o Google, a sua conta não tem senha própria até você definir uma em **Conta → Segurança**. Ter uma senha permite entrar em computadores em que você não usa essa conta do Google.',
      },
    ],
  },
}
