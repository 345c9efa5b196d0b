// Server messages and the landing page follow the request's language (issue 16).
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "harness.hpp"
#include "own_app.hpp"
#include "shop_helpers.hpp"

using namespace aurum::testing;
using verb = boost::beast::http::verb;

namespace {

HttpResult getIn(Client& c, const std::string& target, const std::string& language) {
  return c.request(verb::get, target, "", {{"Accept-Language", language}});
}

}  // namespace

TEST(Languages, AValidationErrorIsInSpanishWithTheSameCode) {
  auto c = TestServer::get().client();
  auto en = c.get("/api/chart-data/XXXUSD/1h");
  auto es = getIn(c, "/api/chart-data/XXXUSD/1h", "es-MX,es;q=0.9,en;q=0.8");
  ASSERT_EQ(en.status, 400u) << en.body;
  ASSERT_EQ(es.status, 400u) << es.body;
  EXPECT_EQ(es.json().at("code"), en.json().at("code"));
  EXPECT_EQ(es.json().at("field"), "symbol");
  EXPECT_EQ(en.json().at("message"), "symbol must be one of XAUUSD, XAGUSD, XPTUSD, XPDUSD");
  EXPECT_EQ(es.json().at("message"), "symbol debe ser XAUUSD, XAGUSD, XPTUSD o XPDUSD");
  EXPECT_EQ(es.header("Content-Language"), "es");
}

TEST(Languages, ANotFoundIsInGermanAndTemplatesGetTheirArguments) {
  auto c = TestServer::get().client();
  auto r = getIn(c, "/api/products/987654321", "de-DE");
  ASSERT_EQ(r.status, 404u) << r.body;
  EXPECT_EQ(r.json().at("code"), "not_found");
  EXPECT_EQ(r.json().at("message"), "Dieses Produkt gibt es nicht");
  auto serial = getIn(c, "/api/verify/NO-SUCH-SERIAL-1", "de");
  ASSERT_EQ(serial.status, 404u) << serial.body;
  EXPECT_EQ(serial.json().at("message"),
            "Kein registriertes Stück passt zu „NO-SUCH-SERIAL-1“. Es könnte gefälscht oder falsch "
            "eingegeben sein.");
  auto endpoint = getIn(c, "/api/no-such-thing", "zh-CN");
  EXPECT_EQ(endpoint.json().at("message"), "该 API 端点不存在");
}

TEST(Languages, AnUnknownLanguageGetsEnglish) {
  auto c = TestServer::get().client();
  for (const char* language : {"pt-BR", "*", "", "q=;;,,", "xx;q=1.5"}) {
    auto r = getIn(c, "/api/products/987654321", language);
    ASSERT_EQ(r.status, 404u) << language;
    EXPECT_EQ(r.json().at("message"), "No such product") << language;
  }
}

TEST(Languages, ApiCallsFollowTheHeaderBeforeTheCookie) {
  auto c = TestServer::get().client();
  auto header = c.request(verb::get, "/api/products/987654321", "",
                          {{"Accept-Language", "fr"}, {"Cookie", "aurum_lang=de"}});
  EXPECT_EQ(header.json().at("message"), "Ce produit n’existe pas");
  auto cookie = c.request(verb::get, "/api/products/987654321", "", {{"Cookie", "aurum_lang=de"}});
  EXPECT_EQ(cookie.json().at("message"), "Dieses Produkt gibt es nicht");
}

TEST(Languages, CsvHeadersAreInFrench) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  ts.signUpClient(c, "csvfr");
  auto fr = getIn(c, "/api/orders/export.csv", "fr-FR");
  ASSERT_EQ(fr.status, 200u) << fr.body;
  EXPECT_EQ(fr.body.substr(0, fr.body.find("\r\n")),
            "ID,Date de création,Statut,Montant total,Moyen de paiement,Numéro de suivi,Articles");
  auto en = c.get("/api/orders/export.csv");
  EXPECT_EQ(en.body.substr(0, en.body.find("\r\n")),
            "id,createdAt,status,totalAmount,paymentMethod,trackingNumber,items");
  auto portfolio = getIn(c, "/api/portfolio/export.csv", "fr");
  ASSERT_EQ(portfolio.status, 200u) << portfolio.body;
  EXPECT_EQ(portfolio.body.rfind(
                "Métal,Quantité (oz),Valeur totale,Prix de revient,Plus ou moins-value\r\n", 0),
            0u)
      << portfolio.body;
  EXPECT_NE(portfolio.body.find("\r\nID,Date,Type,ID de commande,Montant,Métaux\r\n"),
            std::string::npos);
}

TEST(Languages, VerificationTextsAreInSpanishAndTheSignedCertificateStaysEnglish) {
  auto c = TestServer::get().client();
  auto r = getIn(c, "/api/verify/AU-2024-001234", "es");
  ASSERT_EQ(r.status, 200u) << r.body;
  auto j = r.json().as_object();
  EXPECT_EQ(j["status"], "verified");
  EXPECT_EQ(j["statusText"], "Autenticidad verificada");
  EXPECT_EQ(j["trustBreakdown"].at("chainIntegrity").at("detail"),
            "Todos los hashes de la cadena de custodia son correctos");
  // The signed certificate is a fixed English document: its bytes are what the signature covers.
  auto cert = getIn(c, "/api/verify/AU-2024-001234/certificate", "es");
  ASSERT_EQ(cert.status, 200u) << cert.body;
  EXPECT_EQ(cert.json().at("certificate").at("statusText"), "Verified Authentic");
}

/// A server whose web root holds an English landing, a Spanish one and a Spanish pre-rendered page.
class LandingLanguages : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    root_ =
        std::filesystem::temp_directory_path() / ("aurum-dist-lang-" + std::to_string(::getpid()));
    std::filesystem::create_directories(root_ / "es" / "gold");
    std::ofstream(root_ / "index.html") << "<html lang=\"en\">English landing</html>";
    std::ofstream(root_ / "shell.html") << "<html>app shell</html>";
    std::ofstream(root_ / "es" / "index.html") << "<html lang=\"es\">Portada en español</html>";
    std::ofstream(root_ / "es" / "gold" / "index.html") << "<html lang=\"es\">Oro</html>";
    app_ = new OwnApp(
        startOwnApp("langdist", [](aurum::app::Config& c) { c.webRoot = root_.string(); }));
  }
  static void TearDownTestSuite() {
    delete app_;
    std::filesystem::remove_all(root_);
  }
  static Client client() { return Client(app_->port); }
  static inline std::filesystem::path root_;
  static inline OwnApp* app_ = nullptr;
};

TEST_F(LandingLanguages, TheLandingFollowsAcceptLanguageAndVariesOnIt) {
  auto c = client();
  auto es = getIn(c, "/", "es-ES,es;q=0.9");
  ASSERT_EQ(es.status, 200u);
  EXPECT_NE(es.body.find("Portada en español"), std::string::npos);
  EXPECT_EQ(es.header("Content-Language"), "es");
  EXPECT_EQ(es.header("Vary"), "Accept-Encoding, Accept-Language, Cookie");
  EXPECT_EQ(es.header("Cache-Control"), "no-cache");
  auto en = c.get("/");
  EXPECT_NE(en.body.find("English landing"), std::string::npos);
  EXPECT_EQ(en.header("Vary"), "Accept-Encoding, Accept-Language, Cookie");
  EXPECT_EQ(en.header("Content-Language"), "en");
  // No French page in this build: French readers get the English landing.
  auto fr = getIn(c, "/", "fr");
  EXPECT_NE(fr.body.find("English landing"), std::string::npos);
  EXPECT_EQ(fr.header("Content-Language"), "en");
  auto head = c.raw(
      "HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: es\r\nConnection: close\r\n\r\n");
  EXPECT_EQ(head.rfind("HTTP/1.1 200", 0), 0u) << head;
  EXPECT_NE(head.find("Content-Language: es\r\n"), std::string::npos) << head;
  // HEAD answers the GET's length (the body it would send), not its own empty one.
  EXPECT_NE(head.find("Content-Length: " + std::to_string(es.body.size()) + "\r\n"),
            std::string::npos)
      << head;
}

TEST_F(LandingLanguages, TheLanguageCookieWinsOverTheBrowserForPages) {
  auto c = client();
  auto chosen = c.request(verb::get, "/", "",
                          {{"Accept-Language", "de"}, {"Cookie", "other=1; aurum_lang=es"}});
  EXPECT_NE(chosen.body.find("Portada en español"), std::string::npos);
  auto english =
      c.request(verb::get, "/", "", {{"Accept-Language", "es"}, {"Cookie", "aurum_lang=en"}});
  EXPECT_NE(english.body.find("English landing"), std::string::npos);
}

TEST_F(LandingLanguages, ARevalidationNeverGetsAnotherLanguagesBodyAsNotModified) {
  auto c = client();
  auto en = c.get("/");
  auto es = getIn(c, "/", "es");
  ASSERT_FALSE(en.header("ETag").empty());
  EXPECT_NE(en.header("ETag"), es.header("ETag"));
  auto switched = c.request(verb::get, "/", "",
                            {{"Accept-Language", "es"}, {"If-None-Match", en.header("ETag")}});
  EXPECT_EQ(switched.status, 200u);
  EXPECT_NE(switched.body.find("Portada en español"), std::string::npos);
  auto same = c.request(verb::get, "/", "",
                        {{"Accept-Language", "es"}, {"If-None-Match", es.header("ETag")}});
  EXPECT_EQ(same.status, 304u);
  // A 304 has no content: no Content-Length of 0 a cache could take for the page's.
  EXPECT_TRUE(same.header("Content-Length").empty());
}

TEST_F(LandingLanguages, PrefixedPagesAreStaticFilesWhateverTheHeader) {
  auto c = client();
  for (const char* path : {"/es/", "/es", "/es/index.html"}) {
    auto r = getIn(c, path, "de");
    EXPECT_EQ(r.status, 200u) << path;
    EXPECT_NE(r.body.find("Portada en español"), std::string::npos) << path;
    EXPECT_EQ(r.header("Vary"), "Accept-Encoding") << path;
  }
  auto gold = getIn(c, "/es/gold", "en");
  EXPECT_NE(gold.body.find("Oro"), std::string::npos);
  // Only the unprefixed landing is negotiated: /index.html is the English file.
  EXPECT_NE(getIn(c, "/index.html", "es").body.find("English landing"), std::string::npos);
  EXPECT_NE(getIn(c, "/es/dashboard", "es").body.find("app shell"), std::string::npos);
}

TEST(Languages, AnOrdersHistoryAndItsPaymentAnswerAreInTheReadersLanguage) {
  auto c = shop::buyer();
  ASSERT_EQ(shop::add(c, shop::makeProduct(5), 1).status, 201u);
  auto paid = c.request(verb::post, "/api/checkout/confirm",
                        boost::json::serialize(payBody(shop::intentSecret(c))),
                        {{"Content-Type", "application/json"}, {"Accept-Language", "fr"}});
  ASSERT_EQ(paid.status, 200u) << paid.body;
  EXPECT_EQ(paid.json().at("message"), "Votre commande a bien été passée !");
  const auto id = std::to_string(paid.json().at("order").at("id").as_int64());
  auto notes = [&](const std::string& language) {
    auto r = getIn(c, "/api/orders/" + id, language);
    EXPECT_EQ(r.status, 200u) << r.body;
    std::vector<std::string> out;
    auto history = r.json().at("history").as_array();  // by value: the loop must not dangle
    for (const auto& h : history) out.emplace_back(h.at("note").as_string());
    return out;
  };
  EXPECT_EQ(notes("fr"), (std::vector<std::string>{"Commande passée", "Paiement réussi"}));
  EXPECT_EQ(notes("en"), (std::vector<std::string>{"Order placed", "Payment succeeded"}));

  // Shipped with a tracking number: the sentence is translated, the number kept as entered.
  auto moved = demo("admin").postJson("/api/orders/" + id + "/status",
                                      {{"status", "shipped"}, {"trackingNumber", "1ZPLACED"}});
  ASSERT_EQ(moved.status, 200u) << moved.body;
  EXPECT_EQ(notes("de").back(), "Sendungsnummer 1ZPLACED");
  EXPECT_EQ(notes("en").back(), "Tracking 1ZPLACED");

  // The buyer's own cancellation, on another order.
  ASSERT_EQ(shop::add(c, shop::makeProduct(5), 1).status, 201u);
  auto second = c.postJson("/api/checkout/confirm", payBody(shop::intentSecret(c)));
  ASSERT_EQ(second.status, 200u) << second.body;
  const auto other = std::to_string(second.json().at("order").at("id").as_int64());
  auto cancelled = c.request(verb::post, "/api/orders/" + other + "/cancel", "{}",
                             {{"Content-Type", "application/json"}, {"Accept-Language", "es"}});
  ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
  EXPECT_EQ(cancelled.json().at("history").as_array().back().at("note"),
            "Cancelado por el comprador");

  // The portfolio's transactions: the purchase and its reversal, each named in the language.
  auto descriptions = [&](const std::string& language) {
    auto r = getIn(c, "/api/transactions", language);
    EXPECT_EQ(r.status, 200u) << r.body;
    std::vector<std::string> out;
    auto all = r.json().as_array();  // by value: the loop must not dangle
    for (const auto& t : all)
      if (std::to_string(t.at("orderId").as_int64()) == other)
        out.emplace_back(t.at("description").as_string());
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(descriptions("fr"), (std::vector<std::string>{"Commande n° " + other,
                                                          "Commande n° " + other + " annulée"}));
  EXPECT_EQ(descriptions("en"),
            (std::vector<std::string>{"Order #" + other, "Order #" + other + " cancelled"}));
}
