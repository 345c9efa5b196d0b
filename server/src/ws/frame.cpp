#include "ws/frame.hpp"

#include <algorithm>

namespace aurum::ws {

std::string serverFrame(Opcode op, std::string_view payload) {
  std::string out;
  const auto n = payload.size();
  out.reserve(n + 10);
  out += static_cast<char>(0x80 | static_cast<std::uint8_t>(op));
  if (n < 126) {
    out += static_cast<char>(n);
  } else if (n <= 0xFFFF) {
    out += static_cast<char>(126);
    out += static_cast<char>(n >> 8);
    out += static_cast<char>(n & 0xFF);
  } else {
    out += static_cast<char>(127);
    for (int shift = 56; shift >= 0; shift -= 8)
      out += static_cast<char>((static_cast<std::uint64_t>(n) >> shift) & 0xFF);
  }
  out.append(payload);
  return out;
}

std::string closeFrame(std::uint16_t code) {
  const char payload[2] = {static_cast<char>(code >> 8), static_cast<char>(code & 0xFF)};
  return serverFrame(Opcode::kClose, std::string_view(payload, 2));
}

std::string_view FrameReader::readHeader(std::string_view data) {
  auto need = [this]() -> std::size_t {
    if (have_ < 2) return 2;
    const auto len7 = header_[1] & 0x7F;
    return 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) + ((header_[1] & 0x80) ? 4 : 0);
  };
  while (!data.empty() && have_ < need()) {
    header_[have_++] = static_cast<unsigned char>(data.front());
    data.remove_prefix(1);
  }
  if (have_ < 2 || have_ < need()) return data;
  status_ = startFrame();
  have_ = 0;
  return data;
}

FrameReader::Status FrameReader::startFrame() {
  const unsigned char b0 = header_[0], b1 = header_[1];
  const bool fin = b0 & 0x80;
  opcode_ = b0 & 0x0F;
  if (b0 & 0x70) return Status::kProtocolError;     // no extension is negotiated
  if (!(b1 & 0x80)) return Status::kProtocolError;  // clients must mask
  std::uint64_t len = b1 & 0x7F;
  std::size_t at = 2;
  if (len == 126) {
    len = (std::uint64_t{header_[2]} << 8) | header_[3];
    at = 4;
    if (len < 126) return Status::kProtocolError;  // not the shortest encoding
  } else if (len == 127) {
    len = 0;
    for (int i = 2; i < 10; ++i) len = (len << 8) | header_[i];
    at = 10;
    if (len <= 0xFFFF || (len >> 63)) return Status::kProtocolError;
  }
  std::copy(header_ + at, header_ + at + 4, mask_);
  maskAt_ = 0;
  switch (static_cast<Opcode>(opcode_)) {
    case Opcode::kClose:
    case Opcode::kPing:
    case Opcode::kPong:
      if (!fin || len > 125 || (opcode_ == 0x8 && len == 1)) return Status::kProtocolError;
      break;
    case Opcode::kText:
    case Opcode::kBinary:
      if (inMessage_) return Status::kProtocolError;
      messageSize_ = 0;
      [[fallthrough]];
    case Opcode::kContinuation:
      if (opcode_ == 0x0 && !inMessage_) return Status::kProtocolError;
      if (len > maxMessage_ - messageSize_) return Status::kTooBig;
      messageSize_ += static_cast<std::uint32_t>(len);
      inMessage_ = !fin;
      break;
    default:
      return Status::kProtocolError;
  }
  remaining_ = len;
  inPayload_ = true;
  return Status::kOk;
}

std::string_view FrameReader::readPayload(std::string_view data) {
  const auto take = static_cast<std::size_t>(std::min<std::uint64_t>(remaining_, data.size()));
  if (isControl())
    for (std::size_t i = 0; i < take; ++i)
      control_ += static_cast<char>(static_cast<unsigned char>(data[i]) ^ mask_[maskAt_++ & 3]);
  remaining_ -= take;
  return data.substr(take);
}

}  // namespace aurum::ws
