import { features, solutions } from './pt-pages'
import type { MarketingCopy } from './types'

export const pt: MarketingCopy = {
  solution: {
    eyebrow: 'Soluções',
    benefitsTitle: 'Porque é que as equipas escolhem o Polyprofile',
    faqTitle: 'Perguntas e respostas',
    cta: [
      'Comece com perfis gratuitos',
      'Crie a sua conta num minuto. Sem cartão de crédito.',
      'Registe-se grátis',
    ],
  },
  solutions,
  feature: {
    eyebrow: 'Funcionalidades',
    howTitle: 'Como funciona',
    moreTitle: 'Mais funcionalidades',
    cta: [
      'Veja-a em ação',
      'Transfira o Polyprofile e experimente todas as funcionalidades no plano gratuito.',
      'Registe-se grátis',
    ],
  },
  features,
  alternative: {
    seo: {
      title: 'A melhor alternativa a {competitor}',
      description:
        'Compare o Polyprofile e {competitor} lado a lado: funcionalidades, preços e plataformas, verificados e datados.',
    },
    eyebrow: 'Comparação',
    title: 'Procura uma alternativa a {competitor}?',
    subtitle:
      'O Polyprofile oferece-lhe os mesmos perfis de navegador isolados, com mais incluído em cada plano. Compare os factos lado a lado.',
    tableTitle: 'Polyprofile e {competitor} lado a lado',
    rows: {
      freePlan: 'Plano gratuito',
      startingPrice: 'Planos pagos a partir de (por mês)',
      profilesIncluded: 'Perfis no plano de entrada',
      teamMembers: 'Membros da equipa',
      windows: 'Windows',
      macos: 'macOS (Intel e Apple silicon)',
      linux: 'Linux',
      synchronizer: 'Sincronizador de janelas',
      rpa: 'Automação RPA visual',
      localApi: 'API local (Selenium, Puppeteer, Playwright)',
      fingerprints: 'Impressões digitais atualizadas com as novas versões do navegador',
    },
    whyTitle: 'Porque é que as pessoas mudam para o Polyprofile',
    why: [
      [
        'Mude em minutos',
        'Importe os seus perfis, cookies e proxies a partir de um ficheiro e continue a trabalhar onde parou.',
      ],
      [
        'Mais em cada plano',
        'A automação, o sincronizador e a API local estão incluídos, não são vendidos como extras.',
      ],
      ['Apoio que responde', 'Fale com pessoas reais no seu idioma, 24 horas por dia.'],
    ],
    cta: [
      'Experimente o Polyprofile gratuitamente',
      'Traga os seus perfis e compare por si próprio.',
      'Registe-se grátis',
    ],
  },
  useCases: {
    seo: {
      title: 'Casos de utilização: quem trabalha com o Polyprofile',
      description:
        'Como profissionais de marketing, vendedores, agências e analistas usam perfis de navegador isolados para gerir muitas contas em segurança.',
    },
    title: 'Casos de utilização',
    subtitle:
      'Seja qual for a operação que gere em grande escala, cada conta mantém a sua própria identidade.',
    items: {
      traffic: [
        'Tráfego',
        'Compre e teste tráfego em várias contas de anúncios sem que fiquem associadas.',
      ],
      'ad-placement': [
        'Colocação de anúncios',
        'Lance campanhas a partir de contas separadas e mantenha cada gestor de anúncios limpo.',
      ],
      'e-commerce': [
        'Comércio eletrónico',
        'Gira várias lojas em marketplaces, cada uma com o seu próprio dispositivo e endereço.',
      ],
      'affiliate-market': [
        'Marketing de afiliados',
        'Gira ofertas, trackers e testes de páginas de destino a partir de perfis isolados.',
      ],
      'media-market': [
        'Marketing de media',
        'Publique e faça crescer canais em várias plataformas de media ao mesmo tempo.',
      ],
      'data-collection': [
        'Recolha de dados',
        'Recolha dados públicos de forma fiável com proxies rotativos e impressões digitais reais.',
      ],
      betting: [
        'Apostas',
        'Mantenha cada conta de apostas separada, com a sua própria impressão digital e proxy.',
      ],
      crypto: [
        'Criptomoedas',
        'Trabalhe com corretoras, carteiras e airdrops a partir de perfis isolados.',
      ],
      agencies: ['Agências', 'Dê a clientes e colaboradores acesso apenas aos perfis certos.'],
      'price-comparison': [
        'Comparação de preços',
        'Veja preços e ofertas tal como os veem os compradores de outras regiões.',
      ],
      ticketing: [
        'Bilhética',
        'Entre nas filas de espera de eventos com várias contas sem levantar suspeitas.',
      ],
      'self-examination': [
        'Autoverificação',
        'Verifique como o seu site ou os seus anúncios aparecem a visitantes de outros locais.',
      ],
      'web-scraping': [
        'Recolha de dados web',
        'Extraia dados em grande escala com perfis de navegador que passam nas verificações anti-bot.',
      ],
    },
    cta: [
      'Encontre o seu fluxo de trabalho',
      'Comece com perfis gratuitos e configure-os para o seu caso de utilização.',
      'Registe-se grátis',
    ],
  },
  about: {
    seo: {
      title: 'Sobre o Polyprofile',
      description: 'Quem somos, porque criamos um navegador antideteção e em que acreditamos.',
    },
    title: 'Sobre nós',
    subtitle: 'Criamos o navegador para quem trabalha com muitas contas.',
    story: [
      'O Polyprofile nasceu em 2019 como ferramenta interna de uma pequena equipa de marketing, farta de perder contas porque as plataformas as associavam.',
      'Hoje, mais de duzentos mil profissionais de marketing, vendedores e analistas em mais de cem países gerem os seus perfis connosco.',
      'A nossa equipa de engenheiros, investigadores e apoio ao cliente trabalha entre a Europa e a Ásia, por isso há sempre alguém disponível para ajudar.',
    ],
    teamTitle: 'Quem escreve para si',
    valuesTitle: 'Em que acreditamos',
    values: [
      [
        'Privacidade em primeiro lugar',
        'Os seus perfis e cookies são encriptados e nunca vendemos os seus dados.',
      ],
      ['Comparações honestas', 'Publicamos o que verificámos e quando o verificámos.'],
      ['Apoio que se preocupa', 'Pessoas reais respondem-lhe no seu idioma, de dia e de noite.'],
    ],
  },
  links: {
    seo: {
      title: 'Ligações oficiais do Polyprofile',
      description:
        'O site oficial, as comunidades e os canais do Polyprofile. Cuidado com os impostores.',
    },
    title: 'Ligações oficiais',
    subtitle:
      'Só estes endereços pertencem ao Polyprofile. Guarde-os nos marcadores e desconfie de impostores.',
    items: {
      website: ['Site', 'Produto, preços e transferências.'],
      blog: ['Blogue', 'Guias e novidades sobre o trabalho com várias contas.'],
      help: ['Centro de ajuda', 'Respostas às perguntas mais frequentes.'],
      telegram: ['Telegram', 'Conversa da comunidade e comunicados.'],
      youtube: ['YouTube', 'Tutoriais em vídeo e webinars.'],
      twitter: ['X (Twitter)', 'Novidades e atualizações do produto.'],
      discord: ['Discord', 'Fale com outros utilizadores e com a nossa equipa.'],
      github: ['GitHub', 'Exemplos para a API local.'],
    },
  },
  partnerPlan: {
    seo: {
      title: 'Programa de parceiros',
      description:
        'Ganhe com o Polyprofile: parceiros de referência, integrações e revendedores. Comissões recorrentes e marketing conjunto.',
    },
    title: 'Cresça com o programa de parceiros do Polyprofile',
    subtitle: 'Traga o seu público, o seu produto ou os seus clientes e ganhe com cada subscrição.',
    tiersTitle: 'Formas de ser nosso parceiro',
    tiers: [
      [
        'Parceiros de referência',
        'Partilhe a sua ligação e ganhe uma comissão recorrente sobre cada pagamento dos utilizadores que trouxer.',
      ],
      [
        'Parceiros de integração',
        'Serviços de proxy, pagamento e automação: integre-se com o Polyprofile e chegue aos nossos utilizadores.',
      ],
      [
        'Revendedores',
        'Venda o Polyprofile aos seus clientes na sua região, com preços e apoio de parceiro.',
      ],
    ],
    stepsTitle: 'Como aderir',
    steps: [
      ['Candidate-se', 'Fale-nos do seu público ou do seu serviço.'],
      ['Obtenha a aprovação', 'A nossa equipa de parcerias responde no prazo de dois dias úteis.'],
      ['Comece a ganhar', 'Receba as suas ligações, materiais promocionais e um gestor dedicado.'],
    ],
    cta: [
      'Torne-se parceiro',
      'Fale com a nossa equipa de parcerias sobre a melhor forma de trabalharmos juntos.',
      'Contacte-nos',
    ],
  },
  referral: {
    seo: {
      title: 'Programa de referência: convide amigos e ganhe',
      description:
        'Convide amigos para o Polyprofile e ganhe uma comissão sobre os pagamentos deles. Os seus amigos também recebem um desconto.',
    },
    title: 'Convide amigos e ganhem juntos',
    subtitle:
      'Partilhe a sua ligação pessoal e ganhe com cada pagamento dos seus amigos, que também recebem um desconto no primeiro pagamento.',
    stepsTitle: 'Como funciona',
    steps: [
      [
        'Obtenha a sua ligação',
        'Inicie sessão e copie a sua ligação de referência pessoal a partir da sua conta.',
      ],
      ['Partilhe-a', 'Envie-a a amigos, colegas ou ao seu público.'],
      ['Ganhe', 'Receba uma comissão sobre cada pagamento dos utilizadores que convidou.'],
    ],
    faqTitle: 'Perguntas e respostas',
    faq: [
      [
        'Durante quanto tempo funciona a minha ligação?',
        'Uma visita feita através da sua ligação fica registada durante sete dias, por isso o seu amigo pode registar-se mais tarde.',
      ],
      [
        'Quando recebo?',
        'As comissões são adicionadas ao seu saldo após cada pagamento e podem ser levantadas uma vez por mês.',
      ],
      [
        'Posso convidar-me a mim próprio?',
        'Não. As contas registadas pela mesma pessoa são excluídas do programa.',
      ],
    ],
    cta: [
      'Comece a convidar',
      'Crie a sua conta gratuita para obter a sua ligação de referência.',
      'Registe-se grátis',
    ],
  },
  preSales: {
    seo: {
      title: 'Fale com a equipa comercial',
      description:
        'Tem dúvidas antes de comprar? Obtenha uma demonstração personalizada, preços para equipas e ajuda com a migração.',
    },
    title: 'Fale com a nossa equipa antes de comprar',
    subtitle:
      'Obtenha uma demonstração personalizada, um plano à medida da dimensão da sua equipa e ajuda para transferir os seus perfis.',
    formTitle: 'Peça uma consulta',
    formText: 'Deixe o seu contacto e responderemos no prazo de um dia útil.',
    contactsTitle: 'Ou contacte-nos diretamente',
    contacts: ['Telegram', 'E-mail', 'WhatsApp'],
  },
  partners: {
    seo: {
      title: 'Parceiros e integrações',
      description:
        'Fornecedores de proxies, serviços de pagamento e ferramentas que funcionam com o Polyprofile, com ofertas para os nossos utilizadores.',
    },
    title: 'Os nossos parceiros',
    subtitle:
      'Serviços que funcionam bem com o Polyprofile, muitos deles com ofertas especiais para os nossos utilizadores.',
    items: [
      [
        'Proxies residenciais em 190 países com segmentação por cidade.',
        '10% de desconto na primeira encomenda',
      ],
      ['Proxies móveis 4G e 5G com rotação de IP a pedido.', 'Teste gratuito de três dias'],
      [
        'Cartões virtuais para pagamentos de publicidade.',
        'Sem taxa de emissão nos primeiros dez cartões',
      ],
      ['Resolução rápida de captchas através de API.', 'Bónus de 15% no primeiro carregamento'],
      [
        'Números de telefone para verificação por SMS em muitos países.',
        '5% de desconto em cada encomenda',
      ],
      [
        'Uma comunidade de profissionais de marketing de afiliados, com casos práticos e encontros.',
        'Um mês de acesso premium',
      ],
    ],
  },
  pricing: {
    seo: {
      title: 'Preços e planos',
      description:
        'Planos simples para profissionais independentes e grandes equipas. Comece grátis, pague mensalmente ou poupe com a faturação anual.',
    },
    title: 'Planos e preços',
    subtitle:
      'Comece grátis. Mude de plano quando a sua equipa crescer. Todos os planos incluem todas as funcionalidades antideteção.',
    plans: [
      ['Gratuito', 'Para experimentar o Polyprofile por conta própria.'],
      ['Base', 'Para profissionais independentes e pequenos projetos.'],
      ['Equipa', 'Para equipas que partilham perfis todos os dias.'],
      ['Empresarial', 'Para grandes equipas com necessidades específicas.'],
    ],
    rows: {
      profiles: 'Perfis de navegador',
      members: 'Membros da equipa',
      synchronizer: 'Sincronizador de janelas',
      rpa: 'Automação RPA',
      localApi: 'API local',
      support: 'Apoio',
    },
    support: ['Centro de ajuda', 'Chat', 'Chat prioritário', 'Gestor dedicado'],
    faqTitle: 'Perguntas sobre preços',
    faq: [
      [
        'Posso mudar de plano mais tarde?',
        'Sim. Suba ou desça de plano a qualquer momento; a diferença é calculada ao dia.',
      ],
      [
        'Que métodos de pagamento aceitam?',
        'Cartões bancários, PayPal, criptomoedas e métodos de pagamento locais em muitos países.',
      ],
      [
        'Fazem reembolsos?',
        'Se o produto não for adequado para si, peça o reembolso total no prazo de 14 dias após o primeiro pagamento.',
      ],
    ],
  },
  download: {
    seo: {
      title: 'Transferir o Polyprofile para Windows, macOS e Linux',
      description:
        'Transfira a versão mais recente do cliente Polyprofile para Windows, macOS (Intel e Apple silicon) e Linux.',
    },
    title: 'Transferir o Polyprofile',
    subtitle: 'A versão mais recente para o seu sistema, assinada e verificada.',
    requirements: {
      windows:
        'Windows 10 ou 11, de 64 ou 32 bits, 4 GB de memória e 2 GB de espaço livre em disco.',
      mac: 'macOS 11 Big Sur ou posterior, em Intel ou Apple silicon, 4 GB de memória e 2 GB de espaço livre em disco.',
      linux:
        'Ubuntu 20.04, Debian 11 ou uma distribuição de 64 bits mais recente, 4 GB de memória e 2 GB de espaço livre em disco.',
    },
  },
}
