import { Alert } from 'antd';

/** What a save found wrong that belongs to no field, above the form: one line, or a list. */
export function FormProblems({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={texts.length === 1 ? texts[0] : undefined}
      description={
        texts.length > 1 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
