// The wattage estimate and the recommended supply come from the shared rule set, so the
// page shows the figures the API's check answers.
export {
  ALLOWANCE_WATTS,
  PSU_HEADROOM,
  estimateWattage,
  outletWatts,
  recommendedPsuWatts,
} from '@shop/shared/src/builder-rules/wattage';
