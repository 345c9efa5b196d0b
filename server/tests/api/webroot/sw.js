// test service worker
