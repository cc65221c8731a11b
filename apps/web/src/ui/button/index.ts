export { Button, buttonClassName, type ButtonLook, type ButtonVariant } from './button';
