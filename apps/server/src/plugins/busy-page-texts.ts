/**
 * The texts of the busy page (busy-page.ts) in every language of spec §9, worded as the site's own
 * `error_rate_limited` and `retry` translations (apps/web/src/i18n/locales), which the server
 * cannot import. A language missing here is a type error.
 */
import type { LanguageCode } from '@app/contract';

export interface BusyPageTexts {
  /** "Too many requests": the page's title and heading. */
  title: string;
  /** Please wait a moment and try again. */
  message: string;
  /** The retry link. */
  retry: string;
}

export const BUSY_PAGE_TEXTS: Record<LanguageCode, BusyPageTexts> = {
  EN: {
    title: 'Too many requests',
    message: 'Please wait a moment and try again.',
    retry: 'Try again',
  },
  CN: { title: '请求过于频繁', message: '请稍后再试。', retry: '重试' },
  TW: { title: '要求過於頻繁', message: '請稍後再試。', retry: '重試' },
  JA: { title: 'リクエストが多すぎます', message: 'しばらくしてから再度お試しください。', retry: '再試行' },
  KO: { title: '요청이 너무 많습니다', message: '잠시 후 다시 시도해 주세요.', retry: '다시 시도' },
  TH: { title: 'มีคำขอมากเกินไป', message: 'กรุณารอสักครู่แล้วลองอีกครั้ง', retry: 'ลองอีกครั้ง' },
  VI: { title: 'Quá nhiều yêu cầu', message: 'Vui lòng chờ giây lát rồi thử lại.', retry: 'Thử lại' },
  MY: {
    title: 'တောင်းဆိုမှု များလွန်းနေပါသည်',
    message: 'ခေတ္တစောင့်ပြီး ထပ်မံကြိုးစားပါ။',
    retry: 'ထပ်မံကြိုးစားရန်',
  },
  KM: {
    title: 'សំណើច្រើនពេក',
    message: 'សូមរង់ចាំបន្តិច ហើយព្យាយាមម្ដងទៀត។',
    retry: 'ព្យាយាមម្ដងទៀត',
  },
  ID: {
    title: 'Terlalu banyak permintaan',
    message: 'Mohon tunggu sebentar lalu coba lagi.',
    retry: 'Coba lagi',
  },
  MS: {
    title: 'Terlalu banyak permintaan',
    message: 'Sila tunggu sebentar dan cuba lagi.',
    retry: 'Cuba lagi',
  },
  TY: {
    title: 'Masyadong maraming kahilingan',
    message: 'Mangyaring maghintay sandali at subukang muli.',
    retry: 'Subukang muli',
  },
  HI: {
    title: 'बहुत अधिक अनुरोध',
    message: 'कृपया कुछ देर प्रतीक्षा करें और फिर से प्रयास करें।',
    retry: 'फिर से प्रयास करें',
  },
  TA: {
    title: 'அதிகமான கோரிக்கைகள்',
    message: 'சிறிது நேரம் காத்திருந்து மீண்டும் முயலவும்.',
    retry: 'மீண்டும் முயலவும்',
  },
  BN: {
    title: 'অনেক বেশি অনুরোধ',
    message: 'অনুগ্রহ করে কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
  UR: {
    title: 'بہت زیادہ درخواستیں',
    message: 'براہ کرم تھوڑی دیر انتظار کر کے دوبارہ کوشش کریں۔',
    retry: 'دوبارہ کوشش کریں',
  },
  AR: {
    title: 'عدد كبير جدًا من الطلبات',
    message: 'يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  FA: {
    title: 'تعداد درخواست‌ها بیش از حد است',
    message: 'لطفاً کمی صبر کنید و دوباره تلاش کنید.',
    retry: 'تلاش دوباره',
  },
  TR: {
    title: 'Çok fazla istek gönderildi',
    message: 'Lütfen biraz bekleyip tekrar deneyin.',
    retry: 'Tekrar deneyin',
  },
  RU: {
    title: 'Слишком много запросов',
    message: 'Подождите немного и повторите попытку.',
    retry: 'Повторить',
  },
  ES: {
    title: 'Demasiadas solicitudes',
    message: 'Espere un momento e inténtelo de nuevo.',
    retry: 'Reintentar',
  },
  PT: {
    title: 'Muitas solicitações',
    message: 'Aguarde um momento e tente novamente.',
    retry: 'Tentar novamente',
  },
};
