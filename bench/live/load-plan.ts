/** The orders a run watches and the driver of each, shared by the target setup, the floor and the clients. */
export interface LoadPlan {
  orders: { trackingId: string; driverId: string }[];
  drivers: { driverId: string; lat: number; lng: number }[];
}
