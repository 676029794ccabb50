/**
 * Choosing the head icon (spec §7 Head icon POST): upload a PNG or JPEG, checked here against the
 * contract's bounds before it is sent (the server reads the bytes again), or pick a preset avatar.
 */
import {
  HEAD_ICON_MAX_BYTES,
  HEAD_ICON_PRESETS,
  HEAD_ICON_TYPES,
  presetAvatarUrl,
} from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { toastApiError } from '../../app/api-error-toast';
import { useTranslation } from '../../i18n/use-translation';
import { base64Of } from '../../lib/file-base64';
import { toast } from '../../ui/toast';
import { useSetHeadIcon } from '../account/queries';

const PRESETS = Array.from({ length: HEAD_ICON_PRESETS }, (_, index) => index + 1);

export function HeadIconPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const save = useSetHeadIcon();

  async function choose(body: { image: string } | { preset: number }) {
    try {
      await save.mutateAsync(body);
      toast.success(t('in_chang_saved'));
      onClose();
    } catch (error) {
      toastApiError(error);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!(HEAD_ICON_TYPES as readonly string[]).includes(file.type) || file.size > HEAD_ICON_MAX_BYTES) {
      toast.fail(t('error_head_icon_invalid'));
      return;
    }
    await choose({ image: await base64Of(file) });
  }

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="member-popup" destroyOnClose>
      <section aria-labelledby="head-icon-title">
        <h2 id="head-icon-title" className="member-popup__title">
          {t('head_icon_change')}
        </h2>
        <input
          ref={input}
          className="member-file-input"
          type="file"
          accept={HEAD_ICON_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="head-icon-file"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          block
          color="primary"
          shape="rounded"
          loading={save.isPending}
          onClick={() => input.current?.click()}
        >
          <PictureOutline aria-hidden="true" /> {t('head_icon_upload')}
        </Button>
        <p className="member-muted">{t('head_icon_rules')}</p>
        <h3 className="member-popup__subtitle">{t('head_icon_presets')}</h3>
        <ul className="member-presets">
          {PRESETS.map((preset) => (
            <li key={preset}>
              <button
                type="button"
                className="member-preset"
                aria-label={t('head_icon_preset', { number: preset })}
                disabled={save.isPending}
                onClick={() => void choose({ preset })}
              >
                <img src={presetAvatarUrl(preset)} alt="" width={56} height={56} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Popup>
  );
}
