import Button from 'antd-mobile/es/components/button';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './ui.css';

/** The one placeholder every not-yet-built screen shows inside its layout: never a blank page. */
export function ComingSoon() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <ClockCircleOutline className="coming-soon__icon" aria-hidden="true" />
      <h2 id="coming-soon-title">{t('coming_soon_title')}</h2>
      <p>{t('coming_soon_body')}</p>
      <Button color="primary" shape="rounded" onClick={() => navigate('/m/home')}>
        {t('back_to_home')}
      </Button>
    </section>
  );
}
