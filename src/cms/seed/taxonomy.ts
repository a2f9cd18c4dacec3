/** Names of the seeded categories, tags and author roles in each language. */
import type { Locale } from '@/i18n/locales'

/** Category names, in the order of the category list of src/cms/seed/content.ts: blog (tutorials, marketing, security), news (product, company), helps (getting started, account, troubleshooting), faq (general). */
export type CategoryNames = [string, string, string, string, string, string, string, string, string]

export interface Taxonomy {
  categories: CategoryNames
  /** The tags that are not proper names. */
  tags: { proxy: string; automation: string; security: string }
}

export const taxonomy: Record<Locale, Taxonomy> = {
  en: {
    categories: [
      'Tutorials',
      'Marketing',
      'Security',
      'Product updates',
      'Company',
      'Getting started',
      'Account and billing',
      'Troubleshooting',
      'General',
    ],
    tags: { proxy: 'Proxies', automation: 'Automation', security: 'Security' },
  },
  zh: {
    categories: [
      '教程',
      '营销',
      '安全',
      '产品更新',
      '公司动态',
      '快速入门',
      '账户与账单',
      '故障排查',
      '常规问题',
    ],
    tags: { proxy: '代理', automation: '自动化', security: '安全' },
  },
  ru: {
    categories: [
      'Обучение',
      'Маркетинг',
      'Безопасность',
      'Обновления продукта',
      'Компания',
      'Начало работы',
      'Аккаунт и оплата',
      'Решение проблем',
      'Общие вопросы',
    ],
    tags: { proxy: 'Прокси', automation: 'Автоматизация', security: 'Безопасность' },
  },
  vn: {
    categories: [
      'Hướng dẫn',
      'Tiếp thị',
      'Bảo mật',
      'Cập nhật sản phẩm',
      'Công ty',
      'Bắt đầu',
      'Tài khoản và thanh toán',
      'Khắc phục sự cố',
      'Chung',
    ],
    tags: { proxy: 'Proxy', automation: 'Tự động hóa', security: 'Bảo mật' },
  },
  es: {
    categories: [
      'Tutoriales',
      'Marketing',
      'Seguridad',
      'Novedades del producto',
      'Empresa',
      'Primeros pasos',
      'Cuenta y facturación',
      'Solución de problemas',
      'General',
    ],
    tags: { proxy: 'Proxies', automation: 'Automatización', security: 'Seguridad' },
  },
  pt: {
    categories: [
      'Tutoriais',
      'Marketing',
      'Segurança',
      'Novidades do produto',
      'Empresa',
      'Primeiros passos',
      'Conta e faturação',
      'Resolução de problemas',
      'Geral',
    ],
    tags: { proxy: 'Proxies', automation: 'Automação', security: 'Segurança' },
  },
  tr: {
    categories: [
      'Eğitimler',
      'Pazarlama',
      'Güvenlik',
      'Ürün güncellemeleri',
      'Şirket',
      'Başlarken',
      'Hesap ve faturalandırma',
      'Sorun giderme',
      'Genel',
    ],
    tags: { proxy: 'Proxy’ler', automation: 'Otomasyon', security: 'Güvenlik' },
  },
  th: {
    categories: [
      'บทเรียน',
      'การตลาด',
      'ความปลอดภัย',
      'อัปเดตผลิตภัณฑ์',
      'บริษัท',
      'เริ่มต้นใช้งาน',
      'บัญชีและการชำระเงิน',
      'การแก้ปัญหา',
      'ทั่วไป',
    ],
    tags: { proxy: 'พร็อกซี', automation: 'ระบบอัตโนมัติ', security: 'ความปลอดภัย' },
  },
  fr: {
    categories: [
      'Tutoriels',
      'Marketing',
      'Sécurité',
      'Nouveautés du produit',
      'Entreprise',
      'Premiers pas',
      'Compte et facturation',
      'Dépannage',
      'Général',
    ],
    tags: { proxy: 'Proxies', automation: 'Automatisation', security: 'Sécurité' },
  },
  uk: {
    categories: [
      'Навчання',
      'Маркетинг',
      'Безпека',
      'Оновлення продукту',
      'Компанія',
      'Початок роботи',
      'Акаунт і оплата',
      'Розв’язання проблем',
      'Загальні питання',
    ],
    tags: { proxy: 'Проксі', automation: 'Автоматизація', security: 'Безпека' },
  },
  ko: {
    categories: [
      '튜토리얼',
      '마케팅',
      '보안',
      '제품 업데이트',
      '회사 소식',
      '시작하기',
      '계정 및 결제',
      '문제 해결',
      '일반',
    ],
    tags: { proxy: '프록시', automation: '자동화', security: '보안' },
  },
  hi: {
    categories: [
      'ट्यूटोरियल',
      'मार्केटिंग',
      'सुरक्षा',
      'उत्पाद अपडेट',
      'कंपनी',
      'शुरुआत',
      'खाता और बिलिंग',
      'समस्या समाधान',
      'सामान्य',
    ],
    tags: { proxy: 'प्रॉक्सी', automation: 'ऑटोमेशन', security: 'सुरक्षा' },
  },
  jp: {
    categories: [
      'チュートリアル',
      'マーケティング',
      'セキュリティ',
      '製品アップデート',
      '会社情報',
      'はじめに',
      'アカウントと請求',
      'トラブルシューティング',
      '一般',
    ],
    tags: { proxy: 'プロキシ', automation: '自動化', security: 'セキュリティ' },
  },
  tc: {
    categories: [
      '教學',
      '行銷',
      '安全',
      '產品更新',
      '公司動態',
      '快速入門',
      '帳戶與帳單',
      '故障排除',
      '一般問題',
    ],
    tags: { proxy: '代理', automation: '自動化', security: '安全' },
  },
}
