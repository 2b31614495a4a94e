export { PageLanguage, startLocale } from './page-language';
