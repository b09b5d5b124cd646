import { startSharedShop } from './shared-shop';

export default startSharedShop;
