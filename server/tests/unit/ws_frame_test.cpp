#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "ws/frame.hpp"

using aurum::ws::closeFrame;
using aurum::ws::FrameReader;
using aurum::ws::Opcode;
using aurum::ws::serverFrame;

namespace {

/// A frame as a client sends it: masked with `key`.
std::string clientFrame(std::uint8_t firstByte, std::string_view payload,
                        std::string key = std::string("\x11\x22\x33\x44", 4)) {
  std::string out(1, static_cast<char>(firstByte));
  const auto n = payload.size();
  if (n < 126) {
    out += static_cast<char>(0x80 | n);
  } else {
    out += static_cast<char>(0x80 | 126);
    out += static_cast<char>(n >> 8);
    out += static_cast<char>(n & 0xFF);
  }
  out += key;
  for (std::size_t i = 0; i < n; ++i) out += static_cast<char>(payload[i] ^ key[i % 4]);
  return out;
}

struct Seen {
  std::vector<std::pair<Opcode, std::string>> controls;
  FrameReader::Status feed(FrameReader& r, std::string_view data) {
    return r.feed(data, [this](Opcode op, std::string_view p) { controls.emplace_back(op, p); });
  }
};

}  // namespace

TEST(WsFrame, ServerFramesAreUnmaskedWithTheShortestLength) {
  EXPECT_EQ(serverFrame(Opcode::kText, "hi"), std::string("\x81\x02hi", 4));
  const std::string medium(816, 'x');
  const auto framed = serverFrame(Opcode::kText, medium);
  ASSERT_EQ(framed.size(), 820u);
  EXPECT_EQ(framed.substr(0, 4), std::string("\x81\x7E\x03\x30", 4));
  const std::string large(70000, 'y');
  const auto big = serverFrame(Opcode::kBinary, large);
  EXPECT_EQ(big.substr(0, 10), std::string("\x82\x7F\x00\x00\x00\x00\x00\x01\x11\x70", 10));
  EXPECT_EQ(closeFrame(1009), std::string("\x88\x02\x03\xF1", 4));
}

TEST(WsFrame, ControlFramesComeOutUnmaskedEvenByteByByte) {
  FrameReader reader(4096);
  Seen seen;
  const auto bytes = clientFrame(0x89, "ping!") + clientFrame(0x8A, "") + clientFrame(0x81, "data");
  for (char c : bytes)
    ASSERT_EQ(seen.feed(reader, std::string_view(&c, 1)), FrameReader::Status::kOk);
  ASSERT_EQ(seen.controls.size(), 2u);
  EXPECT_EQ(seen.controls[0].first, Opcode::kPing);
  EXPECT_EQ(seen.controls[0].second, "ping!");
  EXPECT_EQ(seen.controls[1].first, Opcode::kPong);
}

TEST(WsFrame, DataIsSkippedAndAFragmentedMessageMayNotPassTheLimit) {
  FrameReader reader(4096);
  Seen seen;
  EXPECT_EQ(seen.feed(reader, clientFrame(0x01, std::string(3000, 'a'))), FrameReader::Status::kOk);
  // A ping between fragments is allowed.
  EXPECT_EQ(seen.feed(reader, clientFrame(0x89, "")), FrameReader::Status::kOk);
  EXPECT_EQ(seen.feed(reader, clientFrame(0x80, std::string(1096, 'b'))), FrameReader::Status::kOk);
  EXPECT_EQ(seen.controls.size(), 1u);
  EXPECT_EQ(seen.feed(reader, clientFrame(0x01, std::string(3000, 'a'))), FrameReader::Status::kOk);
  EXPECT_EQ(seen.feed(reader, clientFrame(0x80, std::string(1097, 'b'))),
            FrameReader::Status::kTooBig);
}

TEST(WsFrame, ProtocolViolationsAreRefused) {
  auto status = [](std::string bytes) {
    FrameReader reader(4096);
    Seen seen;
    return seen.feed(reader, bytes);
  };
  const auto kError = FrameReader::Status::kProtocolError;
  EXPECT_EQ(status(std::string("\x81\x02hi", 4)), kError) << "unmasked client frame";
  EXPECT_EQ(status(clientFrame(0xC1, "x")), kError) << "reserved bit without an extension";
  EXPECT_EQ(status(clientFrame(0x83, "x")), kError) << "unknown opcode";
  EXPECT_EQ(status(clientFrame(0x09, "x")), kError) << "fragmented control frame";
  EXPECT_EQ(status(clientFrame(0x89, std::string(126, 'p'))), kError) << "control frame over 125";
  EXPECT_EQ(status(clientFrame(0x80, "x")), kError) << "continuation without a message";
  EXPECT_EQ(status(clientFrame(0x01, "x") + clientFrame(0x81, "y")), kError)
      << "new message inside a fragmented one";
  EXPECT_EQ(status(clientFrame(0x88, "x")), kError) << "close with a one-byte payload";
}
