import type { LegalCopy } from './types'

export const pt: LegalCopy = {
  privacy: {
    seo: {
      title: 'Política de privacidade',
      description:
        'O que o Polyprofile recolhe neste website, porquê, durante quanto tempo e como escolhe o que é permitido.',
    },
    title: 'Política de privacidade',
    subtitle: 'Em vigor desde 1 de novembro de 2026.',
    body: [
      {
        p: 'Esta política abrange este website e o apoio que prestamos através dele. A Polyprofile Ltd. é responsável pelos dados aqui descritos; pode contactar-nos através de privacy@polyprofile.com.',
      },
      { h2: 'A sua escolha' },
      {
        p: 'Aos visitantes da União Europeia, do Espaço Económico Europeu e do Reino Unido pedimos consentimento antes de ativar qualquer elemento que não seja estritamente necessário. Se o seu navegador enviar o sinal Global Privacy Control, tratamo-lo como uma recusa, seja qual for o país, e não perguntamos. Pode alterar a sua escolha a qualquer momento em «Definições de privacidade», no fundo de cada página.',
      },
      { h2: 'O que funciona sempre' },
      {
        ul: [
          'A sua escolha de idioma, guardada num cookie durante 365 dias para que o site abra no seu idioma.',
          'A sua escolha de privacidade, guardada num cookie durante 180 dias.',
          'A contagem de visualizações de páginas, cliques e erros sem um identificador persistente: cada carregamento de página recebe um novo identificador aleatório e não guardamos qualquer endereço IP.',
          'O código de referência de uma ligação de parceiro, guardado num cookie durante 7 dias para que a visita seja atribuída ao parceiro.',
        ],
      },
      { h2: 'O que funciona apenas com o seu consentimento' },
      {
        ul: [
          'Um cookie com um identificador do dispositivo (360 dias), que nos permite contar os visitantes que regressam e medir o desempenho do site para eles.',
          'Um relatório da impressão digital do navegador (características do ecrã, gráficos, tipos de letra e rede), verificado no máximo uma vez por dia, que utilizamos para melhorar as impressões digitais criadas pelo nosso navegador e para prevenir abusos.',
          'O chat de apoio, fornecido por terceiros, que só é carregado quando o abre.',
          'Os convites para iniciar sessão com o Google, que carregam o script do Google.',
        ],
      },
      { h2: 'Como guardamos os dados' },
      {
        p: 'As estatísticas são encriptadas no seu navegador antes de serem enviadas. Em vez do seu endereço IP, guardamos um hash gerado com uma chave que muda todos os dias. As estatísticas em bruto são eliminadas ao fim de 180 dias; a partir daí, só são mantidos os totais diários. As mensagens que nos envia através de um formulário são conservadas durante o tempo necessário para lhe respondermos.',
      },
      { h2: 'Os seus direitos' },
      {
        p: 'Pode pedir para consultar, retificar ou apagar os dados que temos sobre si, opor-se à sua utilização ou apresentar reclamação à autoridade de proteção de dados competente. Escreva para privacy@polyprofile.com; respondemos no prazo de 30 dias.',
      },
    ],
  },
  terms: {
    seo: {
      title: 'Termos de utilização',
      description:
        'As regras de utilização do website do Polyprofile, das suas transferências e da sua documentação.',
    },
    title: 'Termos de utilização',
    subtitle: 'Em vigor desde 1 de novembro de 2026.',
    body: [
      {
        p: 'Estes termos aplicam-se a este website, à sua documentação e às transferências que disponibiliza. Ao utilizar o site, aceita-os. A aplicação Polyprofile tem a sua própria licença, apresentada durante a instalação.',
      },
      { h2: 'Utilização do site' },
      {
        ul: [
          'Pode ler e partilhar as páginas deste site e criar ligações para elas.',
          'Não pode perturbar o funcionamento do site, procurar vulnerabilidades sem a nossa autorização escrita nem recolher o seu conteúdo de forma automática a um ritmo que prejudique outros visitantes.',
          'Ao utilizar os nossos produtos, deve cumprir a lei do seu país e os termos das plataformas com que trabalha.',
        ],
      },
      { h2: 'Contas e pagamentos' },
      {
        p: 'As contas, os planos e os pagamentos regem-se pelos termos de subscrição que aceita ao registar-se. Os preços apresentados neste site são meramente informativos; aplica-se o preço confirmado no momento do pagamento.',
      },
      { h2: 'Conteúdo e responsabilidade' },
      {
        p: 'Procuramos manter o conteúdo deste site rigoroso e atualizado, mas este é fornecido tal como está, sem garantias. Na medida em que a lei o permita, não somos responsáveis por perdas resultantes de confiar nele. As ligações para outros sites são disponibilizadas por conveniência; não somos responsáveis pelo seu conteúdo.',
      },
      { h2: 'Alterações' },
      {
        p: 'Podemos alterar estes termos; a data no topo indica quando entrou em vigor a versão atual. Questões: legal@polyprofile.com.',
      },
    ],
  },
}
