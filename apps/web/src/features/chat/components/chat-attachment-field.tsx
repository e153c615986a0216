import { CHAT_ATTACHMENT_EXTENSIONS } from '@trade-terms/domain/chat';
import { FileUpload } from '../../../components/form/file-upload';

/** The attachment of a ticket or message, checked by the upload rules before it is sent. */
export function ChatAttachmentField(props: {
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}) {
  return <FileUpload accept={CHAT_ATTACHMENT_EXTENSIONS} {...props} />;
}
