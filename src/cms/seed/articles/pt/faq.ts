import type { FaqText } from '../types'

/** Perguntas frequentes. */
export const faqs: Record<string, FaqText> = {
  'what-is-polyprofile': {
    question: 'O que é o Polyprofile?',
    answer: [
      {
        p: 'O Polyprofile é um navegador para computador criado para quem trabalha com muitas contas online. Cada perfil de navegador comporta-se como um computador separado, com impressão digital, cookies, armazenamento e proxy próprios, de modo que as contas ficam isoladas mesmo quando gere centenas delas numa única máquina.',
      },
    ],
  },
  'who-uses-polyprofile': {
    question: 'Quem usa o Polyprofile?',
    answer: [
      {
        p: 'Profissionais de marketing de afiliados, media buyers, vendedores de comércio eletrónico, agências digitais e de redes sociais, equipas que recolhem dados públicos da web e qualquer pessoa que precise de identidades separadas para um trabalho legítimo, como as equipas de QA que testam o comportamento de um site noutras regiões.',
      },
    ],
  },
  'is-it-legal': {
    question: 'É legal usar um navegador antideteção?',
    answer: [
      {
        p: 'Sim, em geral. Alterar o que o seu navegador comunica e usar proxies é legal na maioria dos países. Mas o que faz com as contas tem de continuar a respeitar a lei e as regras das plataformas que utiliza. Os nossos [termos de utilização](/terms) proíbem a fraude, os abusos e qualquer atividade ilegal no local onde o utilizador ou as pessoas afetadas se encontram.',
      },
    ],
  },
  'how-profiles-stay-separate': {
    question: 'Como impede o Polyprofile que as contas sejam associadas entre si?',
    answer: [
      {
        p: 'Cada perfil tem a sua própria impressão digital de dispositivo (ecrã, gráficos, áudio, tipos de letra, dados do navigator), os seus próprios cookies e armazenamento e o seu próprio proxy. Os valores que têm de coincidir, como o fuso horário e a localização do proxy, são ajustados automaticamente. Nada é partilhado entre os perfis, nem no seu computador nem na nuvem.',
      },
      {
        p: 'Um navegador não consegue esconder as ligações que o próprio utilizador cria, como usar o mesmo cartão de pagamento ou o mesmo número de telefone em várias contas. O [guia sobre impressões digitais](/blog/fingerprints-guide) explica a diferença.',
      },
    ],
  },
  'data-privacy': {
    question: 'O Polyprofile consegue ver as minhas contas e palavras-passe?',
    answer: [
      {
        p: 'Não. Os dados dos perfis, incluindo os cookies e as palavras-passe guardadas, são encriptados no seu computador antes da sincronização, e nós não temos as chaves. Os nossos servidores guardam o ficheiro encriptado e metadados, como o nome de cada perfil e a última vez que foi aberto.',
      },
    ],
  },
  'which-browser-engine': {
    question: 'Que motor de navegador usam os perfis?',
    answer: [
      {
        p: 'Os perfis funcionam sobre um kernel baseado no Chromium, o motor do Google Chrome, atualizado poucos dias depois de cada versão estável do Chrome. Os sites veem um navegador atual e compatível com o Chrome, e as extensões do Chrome funcionam normalmente.',
      },
    ],
  },
  'free-plan': {
    question: 'Posso experimentar o Polyprofile gratuitamente?',
    answer: [
      {
        p: 'Sim. O plano Gratuito inclui 5 perfis de navegador com todas as funcionalidades antideteção e não tem prazo de validade. Não precisa de cartão para se registar. O sincronizador, o RPA e os lugares para a equipa estão incluídos nos planos pagos.',
      },
    ],
  },
  'system-requirements': {
    question: 'Que sistemas operativos são compatíveis?',
    answer: [
      {
        p: 'Windows 10 e 11 (64 e 32 bits), macOS 11 ou posterior em Intel e Apple silicon, e Linux de 64 bits: Ubuntu 20.04, Debian 11 ou mais recente. Precisa de, pelo menos, 4 GB de memória e 2 GB de espaço livre em disco; veja [como instalar o Polyprofile](/helps/install-polyprofile).',
      },
    ],
  },
  'how-many-profiles': {
    question: 'Quantos perfis posso abrir ao mesmo tempo?',
    answer: [
      {
        p: 'O plano limita quantos perfis pode criar, não quantos ficam abertos. O limite prático é a memória do seu computador: cada perfil aberto usa entre 300 e 600 MB em sites comuns. Um computador com 16 GB de memória aguenta sem dificuldade 15 a 20 perfis.',
      },
    ],
  },
  'proxy-needed': {
    question: 'Preciso de comprar proxies à parte?',
    answer: [
      {
        p: 'Sim. O Polyprofile funciona com proxies de qualquer fornecedor, mas não os vende. Use um proxy por perfil nas contas que quer manter separadas. Vários fornecedores da nossa [página de parceiros](/partner) oferecem descontos aos utilizadores do Polyprofile.',
      },
    ],
  },
  'which-proxy-types': {
    question: 'Que tipos de proxy aceita o Polyprofile?',
    answer: [
      {
        p: 'HTTP, HTTPS e SOCKS5, com ou sem nome de utilizador e palavra-passe, incluindo proxies residenciais e móveis rotativos com uma ligação para mudar o IP. A [documentação de proxies](/docs/proxies) indica os formatos que pode colar.',
      },
    ],
  },
  'import-from-other-browser': {
    question: 'Posso trazer os meus perfis de outro navegador antideteção?',
    answer: [
      {
        p: 'Sim. Exporte os perfis do outro navegador para um ficheiro CSV ou JSON com os proxies e os cookies e, em seguida, use **Importar** no Polyprofile. As impressões digitais não são transferidas, porque cada produto as gera à sua maneira; cada perfil importado recebe um dispositivo novo e coerente. A nossa equipa ajuda os clientes dos planos Equipa e Empresarial nas migrações de grande dimensão.',
      },
    ],
  },
  'automation-support': {
    question: 'Posso automatizar os perfis com Selenium, Puppeteer ou Playwright?',
    answer: [
      {
        p: 'Sim, através da API local dos planos Equipa e Empresarial. O seu script inicia um perfil com um único pedido e liga-se a ele através do Chrome DevTools Protocol; veja [como ligar bibliotecas de automação](/docs/browser-automation-libraries). Para automatizar sem código, use os fluxos RPA, disponíveis a partir do plano Base.',
      },
    ],
  },
  'payment-methods': {
    question: 'Que métodos de pagamento aceitam?',
    answer: [
      {
        p: 'Cartões bancários, PayPal, criptomoedas (USDT, Bitcoin e Ethereum) e métodos locais em alguns países, como o Pix no Brasil e o BLIK na Polónia. Os pormenores estão em [métodos de pagamento, faturas e IVA](/helps/payment-methods).',
      },
    ],
  },
  'annual-discount': {
    question: 'Há desconto no pagamento anual?',
    answer: [
      {
        p: 'Sim. O plano anual custa menos 20% do que o pagamento mensal: o plano Base fica por 7,20 USD em vez de 9 USD por mês, e o plano Equipa por 23,20 USD em vez de 29 USD. Pode alternar entre a faturação mensal e a anual em qualquer momento.',
      },
    ],
  },
  'refund-policy': {
    question: 'Posso pedir um reembolso?',
    answer: [
      {
        p: 'Sim: reembolsamos integralmente o seu primeiro pagamento de um plano se o pedir no prazo de 14 dias. Escreva ao apoio ao cliente a partir do e-mail da conta, indicando o número da fatura; veja [como pedir um reembolso](/helps/refunds).',
      },
    ],
  },
  'plan-change': {
    question: 'O que acontece aos meus perfis se mudar para um plano inferior?',
    answer: [
      {
        p: 'Nada é apagado. Os perfis acima do limite do novo plano ficam só de leitura até eliminar outros ou voltar a um plano superior. Depois de um cancelamento, os perfis acima do limite do plano Gratuito ficam guardados durante 90 dias.',
      },
    ],
  },
  'team-seats': {
    question: 'Quantos membros posso adicionar à equipa?',
    answer: [
      {
        p: 'O plano Base inclui 3 membros, o plano Equipa 10 e o plano Empresarial tantos quantos precisar. Cada membro tem as suas próprias credenciais e vê apenas as pastas que partilhar com ele.',
      },
    ],
  },
  'lost-2fa': {
    question: 'Perdi o telemóvel com a aplicação de autenticação. Como inicio sessão?',
    answer: [
      {
        p: 'Use um dos códigos de recuperação que guardou ao ativar a verificação em dois passos. Se não tiver esses códigos, contacte o apoio ao cliente a partir do e-mail da conta; repomos o acesso depois de confirmarmos que é o titular, o que demora até três dias úteis.',
      },
    ],
  },
  'delete-account': {
    question: 'Como elimino a minha conta e os meus dados?',
    answer: [
      {
        p: 'Cancele qualquer subscrição ativa e escolha **Conta → Eliminar conta**. No prazo de 30 dias, apagamos os seus perfis, os dados na nuvem e as suas informações pessoais, exceto as faturas, que somos obrigados a conservar por motivos fiscais. A [política de privacidade](/privacy) contém todos os pormenores.',
      },
    ],
  },
}
