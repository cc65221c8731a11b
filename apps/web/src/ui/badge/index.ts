export { Badge, type BadgeVariant } from './badge';
