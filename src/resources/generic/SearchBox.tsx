import { InputAdornment } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { TextInput } from 'react-admin';

/**
 * The list's text search (filter `q`), with a visible label: react-admin's SearchInput has only
 * a placeholder, which a screen reader does not announce as the field's name. The label is
 * `resources.<name>.fields.q`.
 */
export const SearchBox = (props: { alwaysOn?: boolean }) => (
  <TextInput
    source="q"
    type="search"
    size="small"
    alwaysOn={props.alwaysOn}
    slotProps={{
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <SearchIcon color="disabled" />
          </InputAdornment>
        ),
      },
    }}
  />
);
