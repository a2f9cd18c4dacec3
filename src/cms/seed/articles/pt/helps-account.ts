import type { ArticleText } from '../types'

/** Centro de ajuda: conta e faturação. */
export const helpsAccount: Record<string, ArticleText> = {
  'change-plan': {
    title: 'Como subir ou descer de plano ou cancelar a sua subscrição',
    excerpt:
      'Como são cobradas as mudanças de plano, o que acontece aos perfis acima do novo limite e como cancelar.',
    description:
      'Suba ou desça de plano ou cancele uma subscrição do Polyprofile: como a diferença é calculada ao dia e o que acontece aos perfis em excesso.',
    body: [
      {
        p: 'Só o proprietário do espaço de trabalho pode mudar o plano. Abra **Espaço de trabalho → Faturação** para ver o plano atual, a data do próximo pagamento e as opções descritas abaixo.',
      },
      { h2: 'Subir de plano' },
      {
        p: 'Escolha o novo plano e confirme. Os limites mais altos aplicam-se de imediato. Paga a diferença pelos dias que faltam no período de faturação atual, e a fatura seguinte vem com o preço completo do novo plano.',
      },
      { h2: 'Descer de plano' },
      {
        p: 'A descida de plano só produz efeito no fim do período de faturação atual, por isso continua a ter aquilo por que já pagou. A diferença não utilizada não é devolvida em dinheiro: passa a crédito no seu saldo, que é usado para pagar as faturas seguintes.',
      },
      {
        ul: [
          'Se tiver mais perfis do que o novo plano permite, nenhum é eliminado. Os excedentes ficam só de leitura: aparecem na lista, mas não podem ser abertos até eliminar outros ou voltar a subir de plano.',
          'Se tiver mais membros do que o novo plano permite, escolha quem fica. Os membros removidos perdem o acesso no fim do período.',
          'As funcionalidades que o novo plano não inclui, como a API local no plano Base, deixam de funcionar quando a descida de plano entra em vigor.',
        ],
      },
      { h2: 'Cancelamento' },
      {
        p: 'Clique em **Cancelar subscrição**. O espaço de trabalho mantém as funcionalidades pagas até ao fim do período e depois passa para o plano Gratuito. Os perfis continuam na sua conta durante os 90 dias seguintes, para que possa voltar ou exportá-los. Passados esses 90 dias, os perfis acima do limite do plano Gratuito são eliminados, e enviamos um lembrete uma semana antes.',
      },
      {
        p: 'Passar da faturação mensal para a anual, ou o contrário, funciona como uma subida de plano: a mudança aplica-se de imediato e os dias restantes do período atual passam a crédito. Os preços dos planos estão na [página de preços](/pricing).',
      },
    ],
  },
  'payment-methods': {
    title: 'Métodos de pagamento, faturas e IVA',
    excerpt:
      'Que métodos de pagamento aceitamos, onde encontrar as faturas e como adicionar os dados da empresa para efeitos de IVA.',
    description:
      'Métodos de pagamento do Polyprofile (cartões, PayPal, criptomoedas, métodos locais), onde transferir as faturas e como adicionar os dados fiscais da empresa.',
    body: [
      { h2: 'Métodos de pagamento aceites' },
      {
        ul: [
          'Cartões Visa, Mastercard, American Express e UnionPay.',
          'PayPal.',
          'Criptomoedas: USDT nas redes TRON e Ethereum, Bitcoin e Ethereum. Os pagamentos em criptomoedas são pontuais; não são renovados automaticamente.',
          'Métodos locais em alguns países, como o Pix no Brasil, o BLIK na Polónia e a transferência bancária no Vietname. A página de pagamento mostra o que está disponível no seu país.',
        ],
      },
      {
        p: 'Os preços aparecem em USD, BRL, PLN ou VND, consoante o seu país. Pode mudar a moeda na [página de preços](/pricing) antes de pagar.',
      },
      { h2: 'Faturas' },
      {
        p: 'Cada pagamento gera uma fatura. Encontra-as em **Espaço de trabalho → Faturação → Faturas**, onde cada uma pode ser transferida em PDF. O proprietário recebe também uma cópia por e-mail. Depois do pagamento, as faturas não podem ser reemitidas em nome de outra empresa, por isso adicione os seus dados antes.',
      },
      { h2: 'Dados da empresa e IVA' },
      {
        ol: [
          'Abra **Espaço de trabalho → Faturação → Dados da empresa**.',
          'Indique a denominação social, a morada e, se o tiver, o seu número de IVA ou de identificação fiscal.',
          'Guarde. As faturas seguintes vão apresentar esses dados.',
        ],
      },
      {
        p: 'As empresas da União Europeia com um número de IVA válido são faturadas sem IVA, ao abrigo do mecanismo de autoliquidação (reverse charge). Validamos o número automaticamente; se a validação falhar, a fatura inclui o IVA, e pode contactar o apoio ao cliente e enviar os documentos de registo da empresa.',
      },
      { h2: 'Pagamentos recusados' },
      {
        p: 'Se uma renovação automática falhar, voltamos a tentar passados 1, 3 e 5 dias e avisamos o proprietário por e-mail a cada tentativa. Durante esse período, o espaço de trabalho continua a funcionar. Depois da última tentativa, passa para o plano Gratuito até que um pagamento seja aprovado.',
      },
    ],
  },
  'two-factor-authentication': {
    title: 'Como ativar a verificação em dois passos',
    excerpt:
      'Proteja a sua conta do Polyprofile com códigos de uma aplicação de autenticação e guarde os códigos de recuperação para emergências.',
    description:
      'Ative a verificação em dois passos na sua conta do Polyprofile com uma aplicação de autenticação e guarde os códigos de recuperação num local seguro.',
    body: [
      {
        p: 'A sua conta do Polyprofile dá acesso a todos os perfis que pode abrir, com as respetivas sessões iniciadas. Com a verificação em dois passos, uma palavra-passe roubada não chega para entrar.',
      },
      { h2: 'Ative a verificação' },
      {
        ol: [
          'Abra **Conta → Segurança** no cliente ou no site.',
          'Clique em **Ativar verificação em dois passos**.',
          'Leia o código QR com uma aplicação de autenticação, como o Google Authenticator, o Microsoft Authenticator, o 1Password ou o Aegis.',
          'Introduza o código de seis dígitos que a aplicação mostra.',
          'Guarde os dez códigos de recuperação num local seguro, longe da sua palavra-passe.',
        ],
      },
      {
        p: 'A partir daí, iniciar sessão num computador novo pede um código da aplicação. Os computadores em que já tinha a sessão iniciada continuam ligados.',
      },
      { h2: 'Códigos de recuperação' },
      {
        p: 'Cada código de recuperação funciona uma única vez, em vez de um código da aplicação. Use um se perder o telemóvel e, em seguida, volte a configurar a verificação em dois passos no novo aparelho e gere novos códigos. Se perder o telemóvel e os códigos, o apoio ao cliente pode repor o acesso depois de confirmar que é o titular; isso demora até três dias úteis e exige o e-mail e os dados de pagamento da conta.',
      },
      { h2: 'Para proprietários de espaços de trabalho' },
      {
        p: 'No plano Empresarial, os proprietários podem exigir a verificação em dois passos a todos os membros. Quem não a tiver ativa terá de a configurar no próximo início de sessão e não poderá abrir perfis enquanto não o fizer. Nos outros planos, a página **Membros** mostra quem a tem ativada.',
      },
      {
        p: 'Não oferecemos códigos por SMS, porque os números de telefone podem ser desviados através da operadora.',
      },
    ],
  },
  'transfer-profiles': {
    title: 'Como transferir perfis para outro espaço de trabalho',
    excerpt:
      'Entregue perfis a um cliente ou mova-os entre os seus próprios espaços de trabalho, com impressões digitais, cookies e definições intactos.',
    description:
      'Transfira perfis de navegador para outro espaço de trabalho do Polyprofile com impressões digitais, cookies e proxies intactos, e o que o destinatário vê.',
    body: [
      {
        p: 'Uma transferência leva os perfis por inteiro para outro espaço de trabalho: impressão digital, cookies, armazenamento, extensões, proxy e notas. É a forma certa de entregar contas a um cliente ou de juntar espaços de trabalho.',
      },
      { h2: 'Envie os perfis' },
      {
        ol: [
          'Selecione os perfis na lista principal. Feche os que estiverem abertos.',
          'Escolha **Mais → Transferir**.',
          'Escreva o e-mail do proprietário ou de um administrador do espaço de trabalho que os vai receber.',
          'Decida se as definições de proxy seguem com os perfis. Desative essa opção se os proxies forem seus e o destinatário for usar os dele.',
          'Confirme. O destinatário recebe uma notificação e tem 7 dias para aceitar.',
        ],
      },
      { h2: 'O que o destinatário vê' },
      {
        p: 'Os perfis aceites aparecem numa pasta chamada *Transferidos* no espaço de trabalho de destino. Contam para o limite de perfis desse espaço, por isso o destinatário precisa de ter lugares livres suficientes. Até a transferência ser aceite, os perfis ficam no seu espaço de trabalho marcados como pendentes, e nenhuma das partes os consegue abrir.',
      },
      { h2: 'Convém saber' },
      {
        ul: [
          'Quem envia não pode anular uma transferência. Para recuperar os perfis, o destinatário tem de os transferir de volta.',
          'O histórico do perfil no registo de atividade fica no espaço de trabalho que o enviou.',
          'Os fluxos RPA e as listas de proxies guardadas não são transferidos; se precisar, exporte-os e partilhe-os em separado.',
          'As transferências entre espaços de trabalho de que é o próprio proprietário são aceites automaticamente.',
        ],
      },
      {
        p: 'Para dar acesso a alguém sem passar a propriedade, partilhe uma pasta com essa pessoa; veja [como convidar membros da equipa](/helps/set-up-teamwork).',
      },
    ],
  },
  refunds: {
    title: 'Como pedir um reembolso',
    excerpt:
      'A nossa política de reembolso de 14 dias, como fazer o pedido e quanto tempo demora a chegar o dinheiro.',
    description:
      'Como pedir o reembolso do Polyprofile no prazo de 14 dias após o primeiro pagamento, o que é reembolsável e quanto tempo demora a devolução.',
    body: [
      {
        p: 'Se o Polyprofile não for adequado para si, pode pedir o reembolso integral no prazo de 14 dias após o seu primeiro pagamento de um plano. Preferimos devolver o dinheiro a manter um cliente insatisfeito com o produto.',
      },
      { h2: 'O que é reembolsável' },
      {
        ul: [
          'O primeiro pagamento de um plano, no prazo de 14 dias.',
          'Pagamentos duplicados por erro, em qualquer momento.',
          'Pagamentos feitos depois do cancelamento, se a renovação tiver sido cobrada por engano.',
        ],
      },
      {
        p: 'Não são reembolsáveis as renovações de um plano usado durante mais de um período de faturação nem os pagamentos de espaços de trabalho suspensos por abuso. As descidas de plano passam a crédito no seu saldo em vez de darem lugar a reembolso.',
      },
      { h2: 'Como pedir' },
      {
        ol: [
          'Abra o chat no cliente ou no site, ou escreva para support@polyprofile.com a partir do e-mail da conta.',
          'Indique o número da fatura, que se encontra em **Espaço de trabalho → Faturação → Faturas**.',
          'Conte-nos brevemente o que não funcionou. Isso não altera em nada o reembolso, mas ajuda-nos a melhorar.',
        ],
      },
      { h2: 'Quanto tempo demora' },
      {
        p: 'Processamos os reembolsos no prazo de dois dias úteis. Depois disso, a devolução no cartão demora entre 5 e 10 dias úteis a aparecer, consoante o seu banco. Os reembolsos por PayPal costumam aparecer num dia. Os pagamentos em criptomoedas são devolvidos na mesma moeda, para um endereço que nos indicar, pelo valor em USD do dia do pagamento.',
      },
      {
        p: 'Depois de um reembolso, o espaço de trabalho passa para o plano Gratuito. Os perfis acima do limite do plano Gratuito ficam guardados durante 90 dias, tal como depois de um cancelamento.',
      },
    ],
  },
  'change-email-password': {
    title: 'Como alterar o seu e-mail ou a sua palavra-passe',
    excerpt:
      'Atualize o e-mail com que inicia sessão, altere ou reponha a sua palavra-passe e veja o que acontece às suas outras sessões.',
    description:
      'Altere o e-mail ou a palavra-passe da sua conta do Polyprofile, reponha uma palavra-passe esquecida e termine a sessão nos outros computadores.',
    body: [
      { h2: 'Altere a palavra-passe' },
      {
        ol: [
          'Abra **Conta → Segurança**.',
          'Clique em **Alterar palavra-passe**, introduza a palavra-passe atual e depois a nova, duas vezes.',
          'Escolha se quer terminar a sessão em todos os outros computadores. Recomendamos que o faça se achar que outra pessoa pode conhecer a palavra-passe antiga.',
        ],
      },
      {
        p: 'Use pelo menos 12 caracteres. As palavras-passe que aparecem em fugas de dados conhecidas são recusadas, mesmo que sejam longas.',
      },
      { h2: 'Esqueceu-se da palavra-passe' },
      {
        p: 'No ecrã de início de sessão, clique em **Esqueci-me da palavra-passe** e introduza o seu e-mail. A ligação de reposição é válida durante uma hora. Se a verificação em dois passos estiver ativada, depois de definir a nova palavra-passe vai ainda precisar de um código da aplicação ou de um código de recuperação. Repor a palavra-passe termina a sessão da conta em todos os computadores em que estava iniciada.',
      },
      { h2: 'Altere o e-mail' },
      {
        ol: [
          'Abra **Conta → Perfil** e clique em **Alterar** ao lado do e-mail.',
          'Introduza o novo endereço e a sua palavra-passe.',
          'Abra, no prazo de 24 horas, a ligação de confirmação que enviamos para o novo endereço.',
        ],
      },
      {
        p: 'Avisamos também o endereço antigo, com uma ligação que permite anular a mudança durante 7 dias, caso não tenha sido o próprio a fazê-la. A partir daí, as faturas, os convites para espaços de trabalho e os avisos de segurança passam a ser enviados para o novo endereço.',
      },
      { h2: 'Início de sessão com o Google' },
      {
        p: 'Se se registou com o Google, a sua conta não tem palavra-passe própria até definir uma em **Conta → Segurança**. Ter uma palavra-passe permite entrar em computadores onde não usa essa conta do Google.',
      },
    ],
  },
}
