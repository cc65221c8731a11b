import { expect, test, waitForHydration } from './support/fixtures';

/** Where the parcel is left: a door in Copenhagen. */
const DOOR = { lat: 55.6867, lng: 12.5559 };

/** A point `metres` north of the door, `minutes` before now. */
const north = (metres: number, minutesAgo: number) => ({
  lat: DOOR.lat + metres / 111_195,
  lng: DOOR.lng,
  at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

test("the delivery record draws the driver's last stretch to the door, and says how long it is", async ({
  page,
  ingest,
}) => {
  const driverId = `van-record-${Date.now()}`;
  const order = await ingest.createOrder({ statusCode: 80, driverId });
  await ingest.postPositions(driverId, [north(900, 12), north(240, 6), north(120, 4), north(10, 2)]);
  await ingest.addEvent(order.trackingId, {
    statusCode: 90,
    imageUrls: ['https://pod.example.com/record.jpg'],
    location: DOOR,
  });

  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForHydration(page);
  const map = page.getByRole('img', { name: /Map of the driver's last 230 m to where your parcel was left/ });
  await expect(map).toBeVisible();
  await expect(map.locator('path')).toHaveCount(2);
  await expect(page.getByText("The driver's last 230 m to where your parcel was left")).toBeVisible();
});

test('a delivery without positions near the door draws no trail', async ({ page, ingest }) => {
  const order = await ingest.createOrder({ statusCode: 80 });
  await ingest.addEvent(order.trackingId, {
    statusCode: 90,
    location: DOOR,
  });
  await page.goto(`/${order.trackingId}/en_GB`);
  await waitForHydration(page);
  await expect(page.getByTestId('delivery-proof').or(page.locator('#delivery-proof'))).toBeVisible();
  await expect(page.getByTestId('trail-map')).toHaveCount(0);
});
