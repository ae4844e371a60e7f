import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The browser can open a camera stream (a secure context with mediaDevices). */
export const canUseCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Reads a photo as a data URL (what classify takes as base64). */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(i18n.t('products:camera.unreadable')));
    reader.readAsDataURL(blob);
  });
}

/** Takes a photo with the camera (getUserMedia), or lets the user pick files when there is no camera. */
export function CameraCapture({ onPhotos }: { onPhotos: (files: File[]) => void }) {
  const { t } = useTranslation('products');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string>();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stop, []);

  const start = async () => {
    setFailed(undefined);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      setOpen(true);
    } catch {
      // No camera or no permission: the file picker is the fallback.
      setFailed(t('camera.unavailable'));
      fileInput.current?.click();
    }
  };
  useEffect(() => {
    if (open && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [open]);

  const capture = () => {
    const v = video.current;
    if (!v) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth || 1280;
    canvas.height = v.videoHeight || 960;
    canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (blob) onPhotos([new File([blob], `photo-${Date.now()}.jpg`, { type: 'image/jpeg' })]);
        stop();
        setOpen(false);
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <>
      <Flex gap={8} wrap>
        {canUseCamera() ? (
          <Button icon={<CameraOutlined />} onClick={() => void start()}>
            {t('camera.takePhoto')}
          </Button>
        ) : null}
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          {t('camera.uploadPhoto')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          style={{ display: 'none' }}
          aria-label={t('camera.photoFile')}
          data-testid="photo-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (files.length) onPhotos(files);
            e.target.value = '';
          }}
        />
      </Flex>
      {failed ? <Typography.Text type="secondary">{failed}</Typography.Text> : null}
      <Modal
        open={open}
        title={t('camera.takePhoto')}
        okText={t('camera.capture')}
        onOk={capture}
        onCancel={() => {
          stop();
          setOpen(false);
        }}
        destroyOnHidden
      >
        {/* The spotlight's dark backdrop behind the picture until the camera's stream starts. */}
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', borderRadius: token.borderRadius, background: token.colorBgSpotlight }}
        />
      </Modal>
    </>
  );
}
