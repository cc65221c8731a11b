export { BUTTON_VARIANTS, Button, buttonClassName, type ButtonLook, type ButtonVariant } from './button';
