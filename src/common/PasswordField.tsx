import { forwardRef, useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';
import { useT } from './useT';

/** A password input whose text can be shown, for checking what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, OutlinedFieldProps>((props, ref) => {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <OutlinedField
      {...props}
      ref={ref}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={t(shown ? 'app.auth.signIn.hidePassword' : 'app.auth.signIn.showPassword')}
            onClick={() => setShown((value) => !value)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
PasswordField.displayName = 'PasswordField';
