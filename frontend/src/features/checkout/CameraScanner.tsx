import { Alert, Button, Flex, Modal, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startCameraDecoding } from './camera-decoder';

interface Props {
  open: boolean;
  /** The first label read; the dialog is closed by the caller. */
  onDecoded: (text: string) => void;
  onClose: () => void;
}

/** The phone's or laptop's camera as the barcode scanner, for shops without one: one label read per opening. */
export function CameraScanner({ open, onDecoded, onClose }: Props) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string>();
  // The latest callback, so a re-render of the page does not restart the camera.
  const decoded = useRef(onDecoded);
  decoded.current = onDecoded;

  useEffect(() => {
    if (!open || !video.current) return;
    setFailure(undefined);
    let stop: (() => void) | undefined;
    let done = false;
    startCameraDecoding(video.current, (text) => {
      if (done) return;
      done = true;
      decoded.current(text);
    })
      .then((stopper) => {
        // Closed while the camera was starting: stop it at once.
        if (done) stopper();
        else stop = stopper;
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      done = true;
      stop?.();
    };
  }, [open]);

  return (
    <Modal
      title={t('camera.title')}
      open={open}
      onCancel={onClose}
      destroyOnHidden={false}
      forceRender
      footer={<Button onClick={onClose}>{t('camera.cancel')}</Button>}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('camera.hint')}</Typography.Text>
        {failure && <Alert type="error" showIcon title={t('camera.failed')} description={failure} />}
        <video
          ref={video}
          aria-label={t('camera.video')}
          muted
          playsInline
          style={{ width: '100%', borderRadius: token.borderRadiusLG, background: token.colorBgSpotlight }}
        />
      </Flex>
    </Modal>
  );
}
