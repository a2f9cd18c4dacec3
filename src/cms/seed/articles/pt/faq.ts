import type { FaqText } from '../types'

/** Perguntas frequentes. */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'O que é o Polyprofile?',
    answer: [
      {
        p: 'O Polyprofile é um navegador para desktop feito para quem trabalha com muitas contas on-line. Cada perfil de navegador se comporta como um computador separado, com impressão digital, cookies, armazenamento e proxy próprios, de modo que as contas ficam isoladas mesmo quando você opera centenas delas em uma única máquina.',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: 'Quem usa o Polyprofile?',
    answer: [
      {
        p: 'Profissionais de marketing de afiliados, media buyers, vendedores de e-commerce, agências digitais e de redes sociais, equipes que coletam dados públicos da web e qualquer pessoa que precise de identidades separadas para um trabalho legítimo, como equipes de QA que testam como um site se comporta em outras regiões.',
      },
    ],
  },
  'is-it-legal': {
    question: 'É legal usar um navegador antidetecção?',
    answer: [
      {
        p: 'Sim, em geral. Alterar o que o seu navegador informa e usar proxies é legal na maioria dos países. Mas o que você faz com as contas continua tendo de respeitar a lei e as regras das plataformas que você usa. Os nossos [termos de uso](/terms) proíbem fraude, abuso e qualquer atividade ilegal no lugar onde você ou as pessoas afetadas estão.',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Como o Polyprofile impede que as contas sejam ligadas entre si?',
    answer: [
      {
        p: 'Cada perfil tem a sua própria impressão digital de dispositivo (tela, gráficos, áudio, fontes, dados do navigator), os seus próprios cookies e armazenamento e o seu próprio proxy. Os valores que precisam coincidir, como o fuso horário e a localização do proxy, são ajustados automaticamente. Nada é compartilhado entre os perfis, nem no seu computador nem na nuvem.',
      },
      {
        p: 'Um navegador não consegue esconder os vínculos que você mesmo cria, como usar o mesmo cartão de pagamento ou o mesmo número de telefone em várias contas. O [guia sobre impressões digitais](/blog/fingerprints-guide) explica a diferença.',
      },
    ],
  },
  'data-privacy': {
    question: 'O Polyprofile consegue ver as minhas contas e senhas?',
    answer: [
      {
        p: 'Não. Os dados dos perfis, incluindo cookies e senhas salvas, são criptografados no seu computador antes da sincronização, e nós não temos as chaves. Os nossos servidores guardam o arquivo criptografado e metadados, como o nome de cada perfil e a última vez em que ele foi aberto.',
      },
    ],
  },
  'which-browser-engine': {
    question: 'Qual motor de navegador os perfis usam?',
    answer: [
      {
        p: 'Os perfis rodam em um kernel baseado no Chromium, o motor do Google Chrome, atualizado poucos dias depois de cada versão estável do Chrome. Os sites veem um navegador atual e compatível com o Chrome, e as extensões do Chrome funcionam normalmente.',
      },
    ],
  },
  'free-plan': {
    question: 'Posso experimentar o Polyprofile de graça?',
    answer: [
      {
        p: 'Sim. O plano Gratuito inclui 5 perfis de navegador com todos os recursos antidetecção e não tem prazo de validade. Você não precisa de cartão para se cadastrar. O sincronizador, o RPA e as vagas para a equipe vêm com os planos pagos.',
      },
    ],
  },
  'system-requirements': {
    question: 'Quais sistemas operacionais são compatíveis?',
    answer: [
      {
        p: 'Windows 10 e 11 (64 e 32 bits), macOS 11 ou mais recente em Intel e Apple silicon, e Linux de 64 bits: Ubuntu 20.04, Debian 11 ou mais recente. Você precisa de pelo menos 4 GB de memória e 2 GB de espaço livre em disco; veja [como instalar o Polyprofile](/helps/install-polyprofile).',
      },
    ],
  },
  'how-many-profiles': {
    question: 'Quantos perfis posso abrir ao mesmo tempo?',
    answer: [
      {
        p: 'O plano limita quantos perfis você pode criar, não quantos ficam abertos. O limite prático é a memória do seu computador: cada perfil aberto usa de 300 a 600 MB em sites comuns. Um computador com 16 GB de memória roda tranquilamente de 15 a 20 perfis.',
      },
    ],
  },
  'proxy-needed': {
    question: 'Preciso comprar proxies separadamente?',
    answer: [
      {
        p: 'Sim. O Polyprofile funciona com proxies de qualquer fornecedor, mas não os vende. Use um proxy por perfil nas contas que você quer manter separadas. Vários fornecedores da nossa [página de parceiros](/partner) oferecem descontos para usuários do Polyprofile.',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Quais tipos de proxy o Polyprofile aceita?',
    answer: [
      {
        p: 'HTTP, HTTPS e SOCKS5, com ou sem usuário e senha, incluindo proxies residenciais e móveis rotativos com um link para trocar o IP. A [documentação de proxies](/docs/proxies) lista os formatos que você pode colar.',
      },
    ],
  },
  'import-from-other-browser': {
    question: 'Posso trazer os meus perfis de outro navegador antidetecção?',
    answer: [
      {
        p: 'Sim. Exporte os perfis do outro navegador para um arquivo CSV ou JSON com os proxies e cookies e depois use **Importar** no Polyprofile. As impressões digitais não são levadas junto, porque cada produto as gera de um jeito; cada perfil importado recebe um dispositivo novo e coerente. A nossa equipe ajuda os clientes dos planos Equipe e Empresarial em migrações grandes.',
      },
    ],
  },
  'automation-support': {
    question: 'Posso automatizar os perfis com Selenium, Puppeteer ou Playwright?',
    answer: [
      {
        p: 'Sim, pela API local dos planos Equipe e Empresarial. O seu script inicia um perfil com uma única requisição e se conecta a ele pelo Chrome DevTools Protocol; veja [como conectar bibliotecas de automação](/docs/browser-automation-libraries). Para automatizar sem código, use os fluxos RPA, disponíveis a partir do plano Base.',
      },
    ],
  },
  'payment-methods': {
    question: 'Quais formas de pagamento vocês aceitam?',
    answer: [
      {
        p: 'Cartões bancários, PayPal, criptomoedas (USDT, Bitcoin e Ethereum) e métodos locais em alguns países, como Pix no Brasil e BLIK na Polônia. Os detalhes estão em [formas de pagamento, faturas e IVA](/helps/payment-methods).',
      },
    ],
  },
  'annual-discount': {
    question: 'Existe desconto no pagamento anual?',
    answer: [
      {
        p: 'Sim. O plano anual custa 20% menos do que o pagamento mensal: o plano Base sai por US$ 7,20 em vez de US$ 9 por mês, e o plano Equipe por US$ 23,20 em vez de US$ 29. Você pode alternar entre cobrança mensal e anual a qualquer momento.',
      },
    ],
  },
  'refund-policy': {
    question: 'Posso pedir reembolso?',
    answer: [
      {
        p: 'Sim: devolvemos integralmente o seu primeiro pagamento de um plano se você pedir em até 14 dias. Escreva para o suporte a partir do e-mail da conta, informando o número da fatura; veja [como solicitar um reembolso](/helps/refunds).',
      },
    ],
  },
  'plan-change': {
    question: 'O que acontece com os meus perfis se eu mudar para um plano menor?',
    answer: [
      {
        p: 'Nada é apagado. Os perfis acima do limite do novo plano ficam somente leitura até você excluir outros ou voltar para um plano maior. Depois de um cancelamento, os perfis acima do limite do plano Gratuito ficam guardados por 90 dias.',
      },
    ],
  },
  'team-seats': {
    question: 'Quantos membros posso adicionar à equipe?',
    answer: [
      {
        p: 'O plano Base inclui 3 membros, o plano Equipe 10 e o plano Empresarial quantos você precisar. Cada membro tem o seu próprio login e vê apenas as pastas que você compartilha com ele.',
      },
    ],
  },
  'lost-2fa': {
    question: 'Perdi o celular com o app autenticador. Como faço login?',
    answer: [
      {
        p: 'Use um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas. Se não tiver esses códigos, fale com o suporte a partir do e-mail da conta; restabelecemos o acesso depois de confirmar que você é o titular, o que leva até três dias úteis.',
      },
    ],
  },
  'delete-account': {
    question: 'Como excluo a minha conta e os meus dados?',
    answer: [
      {
        p: 'Cancele qualquer assinatura ativa e escolha **Conta → Excluir conta**. Em até 30 dias, apagamos os seus perfis, os dados na nuvem e as suas informações pessoais, exceto as faturas, que somos obrigados a guardar por motivos fiscais. A [política de privacidade](/privacy) traz todos os detalhes.',
      },
    ],
  },
}
