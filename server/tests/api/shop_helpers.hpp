#pragma once
// Shop fixtures shared by shop_test.cpp and race_test.cpp.
#include "harness.hpp"

namespace aurum::testing {

/// A product only the calling test uses, so stock figures are exact.
long long makeProduct(long long stock, long long premiumCents = 1000, const char* metal = "silver");
long long stockOf(long long productId);
/// A fresh signed-in client account.
Client buyer();
HttpResult add(Client& c, long long productId, boost::json::value qty = 1);
/// A confirm body paying with the test card.
boost::json::object payBody(const std::string& secret, const std::string& number = "4242 4242 4242 4242");
/// Opens (or reopens) the checkout and returns its client secret; expects 200.
std::string intentSecret(Client& c);

}  // namespace aurum::testing
