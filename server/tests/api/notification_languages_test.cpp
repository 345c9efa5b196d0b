// Notifications in the reader's language (docs/notifications.md, "Languages"): the API in the
// request's, the live push and the e-mail in the account's settings language; what a person wrote
// as written.
#include "domain/notices.hpp"
#include "notification_helpers.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using namespace aurum::testing::account;
using namespace aurum::testing::notes;

TEST(NotificationCentre, EachReaderGetsItInTheirOwnLanguage) {
  // The buyer chose French in their settings: the e-mail and the live push are in French; the
  // API answers in the language each request asks for.
  auto c = shop::buyer();
  ASSERT_EQ(putJson(c, "/api/settings", {{"general", {{"language", "fr"}}}}).status, 200u);
  UserSocket socket(c.sessionCookie);
  auto& notifications = TestServer::get().app->account().notifications();
  notifications.usePublicOrigin("https://aurum.example");  // the shared server has none
  struct Restore {
    aurum::services::NotificationService& n;
    ~Restore() { n.usePublicOrigin(""); }
  } restore{notifications};
  ASSERT_EQ(shop::add(c, shop::makeProduct(5), 1).status, 201u);
  auto paid = c.postJson("/api/checkout/confirm", payBody(shop::intentSecret(c)));
  ASSERT_EQ(paid.status, 200u) << paid.body;
  const auto id = std::to_string(paid.json().at("order").at("id").as_int64());
  ASSERT_EQ(c.postJson("/api/orders/" + id + "/cancel", json::object{}).status, 200u);

  EXPECT_EQ(text(socket.nextNotification().at("notification").at("title")),
            "Commande n° " + id + " passée");
  auto cancelled = socket.nextNotification().at("notification");
  EXPECT_EQ(text(cancelled.at("title")), "La commande n° " + id + " est annulée");
  EXPECT_EQ(text(cancelled.at("body")), "Votre commande n° " + id + " est maintenant annulée.");
  // The e-mails end with the notification's link, absolute on the site's origin.
  const std::string orders = "\n\nhttps://aurum.example/orders";
  EXPECT_EQ(
      emailsTo(idOf(c)),
      (std::vector<std::pair<std::string, std::string>>{
          {"Commande n° " + id + " passée", "Votre paiement a été reçu ; la commande n° " + id +
                                                " est maintenant en cours de traitement." + orders},
          {"La commande n° " + id + " est annulée",
           "Votre commande n° " + id + " est maintenant annulée." + orders}}));
  notifications.usePublicOrigin("");

  auto en = newestIn(c, "en");
  EXPECT_EQ(text(en.at("title")), "Order #" + id + " is cancelled");
  EXPECT_EQ(text(en.at("body")), "Your order #" + id + " is now cancelled.");
  auto de = newestIn(c, "de-DE,de;q=0.9");
  EXPECT_EQ(text(de.at("title")), "Bestellung #" + id + " ist storniert");
  EXPECT_EQ(text(de.at("body")), "Ihre Bestellung #" + id + " ist jetzt storniert.");
  EXPECT_EQ(text(newestIn(c, "zh-CN").at("title")), "订单 #" + id + " 已取消");
  EXPECT_EQ(text(newestIn(c, "es").at("title")), "El pedido #" + id + " ha sido cancelado");
}

TEST(NotificationCentre, WhatAPersonWroteIsShownAsWritten) {
  auto c = freshUser();
  const auto uid = idOf(c);
  auto& notifications = TestServer::get().app->account().notifications();
  // A sign-in notice's device and address are values, never part of the sentence looked up.
  ASSERT_TRUE(notifications.notify(
      aurum::domain::newDeviceNotice(uid, "Firefox on Linux {ip}", "203.0.113.7")));
  auto fr = newestIn(c, "fr");
  EXPECT_EQ(text(fr.at("title")), "Nouvelle connexion");
  EXPECT_EQ(text(fr.at("body")),
            "Une connexion à votre compte a eu lieu depuis Firefox on Linux {ip} (203.0.113.7). "
            "Si ce n’était pas vous, changez votre mot de passe.");
  // A KYC reason an admin wrote, which happens to be a sentence of the catalogue's English side,
  // stays as written in every language.
  ASSERT_TRUE(notifications.notify(aurum::domain::kycDecisionNotice(
      uid, "rejected", std::string("Your order #{order} is now pending."))));
  auto kyc = newestIn(c, "de");
  EXPECT_EQ(text(kyc.at("title")), "Identitätsprüfung abgelehnt");
  EXPECT_EQ(text(kyc.at("body")), "Your order #{order} is now pending.");
  // A notification stored before titles became templates (no arguments) reads as stored.
  TestServer::get().app->database().write([&](soci::session& s) {
    long long u = uid;
    s << "INSERT INTO notifications (user_id, kind, title, body, link, created_at) "
         "VALUES (:u, 'order_status', 'Order #7 is {status}', 'Stored text.', '/orders', 1)",
        soci::use(u);
  });
  auto r = c.request(verb::get, "/api/notifications", "", {{"Accept-Language", "fr"}});
  ASSERT_EQ(r.status, 200u);
  auto items = r.json().at("items").as_array();
  bool found = false;
  for (const auto& i : items)
    if (i.at("title") == "Order #7 is {status}") found = i.at("body") == "Stored text.";
  EXPECT_TRUE(found) << r.body;
}
