/**
 * The calendars' month and weekday names in the console's languages: antd's date pickers ask dayjs
 * for the locale their locale pack names ('zh-cn', 'vi', 'th'), and dayjs knows only English
 * until a locale's module has registered itself. Imported by the pages with date pickers only, so
 * dayjs stays out of the shell's chunk.
 */
import 'dayjs/locale/th';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
