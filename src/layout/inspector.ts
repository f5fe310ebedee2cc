/** react-admin's preferences inspector, loaded once the editor turns on (InspectorWhenEditing). */
export { Inspector as default } from 'react-admin';
