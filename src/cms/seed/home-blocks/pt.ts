import type { HomeBlocksCopy } from './types'

export const pt: HomeBlocksCopy = {
  heroImageAlt:
    'A janela do Polyprofile: uma lista de perfis de navegador, cada um com a sua própria impressão digital, proxy e estado',
  solutions: {
    'affiliate-marketing':
      'Gira muitas contas de anúncios e ofertas, cada uma com a sua impressão digital e proxy.',
    'e-commerce': 'Administre lojas na Amazon, eBay e Etsy sem que fiquem ligadas.',
    'traffic-arbitrage': 'Lance e aqueça contas de anúncios em escala, prontas a investir.',
    'social-marketing':
      'Faça crescer muitas contas sociais, cada uma com a sua própria identidade.',
    'web-scraping': 'Recolha dados com perfis de navegador reais que não são bloqueados.',
    'digital-agency': 'Dê a cada cliente e colega os seus próprios perfis e permissões.',
    crypto: 'Mantenha cada carteira e conta de airdrop no seu próprio ambiente.',
    betting: 'Separe as contas de apostas, cada uma com o seu IP e dispositivo.',
  },
  proof: {
    users:
      '{count} profissionais de marketing, vendedores e agências gerem as suas contas com o Polyprofile',
    rating: '{rating} em 5, com base em {reviews} avaliações',
    logosTitle: 'Equipas que trabalham connosco',
  },
  testimonialsTitle: 'O que dizem os nossos clientes',
  testimonials: [
    {
      quote:
        'Migrámos 400 contas de anúncios para o Polyprofile num fim de semana. Os bloqueios caíram para quase zero e a equipa deixou de partilhar palavras-passe nos chats.',
      role: 'Responsável de crescimento numa agência de afiliados',
    },
    {
      quote:
        'O sincronizador poupa aos meus dois assistentes cerca de três horas por dia. Configurar uma nova loja com o seu próprio proxy demora um minuto.',
      role: 'Proprietário de uma marca de comércio eletrónico presente em três marketplaces',
    },
    {
      quote:
        'Controlamos os perfis a partir dos nossos próprios scripts de Playwright através da API local. Há um ano que corre todos os dias, sempre estável.',
      role: 'Engenheiro principal numa empresa de recolha de dados',
    },
  ],
  pricingTeaser: {
    title: 'Comece grátis e cresça ao seu ritmo',
    text: 'Planos a partir de {price} por mês. Todos incluem impressões digitais únicas, um proxy por perfil e atualizações gratuitas.',
    button: 'Ver todos os planos',
  },
  latestTitle: 'Novidades do blog',
}
