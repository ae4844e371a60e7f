import { InputNumber, type InputNumberProps } from 'antd';
import { currentLanguage } from '../i18n';

/** antd's InputNumber writing decimals as the reader does: '31,75' in Norwegian, '31.75' in English. */
export function NumberInput<T extends number | string = number>(props: InputNumberProps<T>) {
  return <InputNumber<T> {...(currentLanguage() === 'nb' ? { decimalSeparator: ',' } : {})} {...props} />;
}
