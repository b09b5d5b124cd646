import { stopSharedShop } from './shared-shop';

export default stopSharedShop;
