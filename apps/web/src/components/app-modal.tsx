import { Modal, type ModalProps } from 'antd';

/** The spec's modal defaults (section 9): 530 wide, 32px padding. */
export const MODAL_DEFAULT_WIDTH = 530;
export const MODAL_DEFAULT_PADDING = 32;

export interface AppModalProps extends Omit<ModalProps, 'styles'> {
  padding?: number;
}

export function AppModal({
  width = MODAL_DEFAULT_WIDTH,
  padding = MODAL_DEFAULT_PADDING,
  ...props
}: AppModalProps) {
  // Closed dialogs are unmounted, so a form opened again starts empty.
  return <Modal width={width} styles={{ container: { padding } }} destroyOnHidden {...props} />;
}
