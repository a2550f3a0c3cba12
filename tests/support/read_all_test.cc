// support/read_all.h: the rest of a stream as one string, in one read where
// the stream can seek.
#include "support/read_all.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>
#include <utility>

#include "gtest/gtest.h"

namespace collopt {
namespace {

// A stream that cannot seek (as a pipe): hands out its text a few bytes at a
// time, and its seekoff/seekpos are streambuf's, which fail.
class UnseekableBuf : public std::streambuf {
 public:
  explicit UnseekableBuf(std::string text) : text_(std::move(text)) {}

 protected:
  int_type underflow() override {
    if (next_ >= text_.size()) return traits_type::eof();
    const size_t n = std::min<size_t>(3, text_.size() - next_);
    char* begin = text_.data() + next_;
    setg(begin, begin, begin + n);
    next_ += n;
    return traits_type::to_int_type(*begin);
  }

 private:
  std::string text_;
  size_t next_ = 0;
};

// A file of `bytes`, one per test (ctest runs the tests side by side).
std::string TempFile(const std::string& bytes) {
  std::string path = testing::TempDir() + "read_all_test_" +
                     testing::UnitTest::GetInstance()->current_test_info()->name() + ".bin";
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

TEST(ReadAll, AFileWholeByteForByte) {
  const std::string bytes = std::string("graph\r\n\0line 2\n", 15) + std::string(200000, 'x');
  std::ifstream in(TempFile(bytes), std::ios::binary);
  std::string out = ReadAll(in);
  EXPECT_EQ(out.size(), 200015u);
  EXPECT_EQ(out, bytes);
  EXPECT_FALSE(in.bad());
  EXPECT_TRUE(in.eof());
}

TEST(ReadAll, FromWhereTheStreamIs) {
  std::ifstream in(TempFile("header\nbody\n"), std::ios::binary);
  std::string header;
  std::getline(in, header);
  EXPECT_EQ(ReadAll(in), "body\n");
}

TEST(ReadAll, AnEmptyFile) {
  std::ifstream in(TempFile(""), std::ios::binary);
  EXPECT_EQ(ReadAll(in), "");
  EXPECT_FALSE(in.bad());
}

TEST(ReadAll, AStreamThatCannotSeekInChunks) {
  std::string text;
  for (int i = 0; i < 30000; ++i) text += "line " + std::to_string(i) + "\n";  // > 64 KiB
  UnseekableBuf buf(text);
  std::istream in(&buf);
  EXPECT_EQ(in.tellg(), std::istream::pos_type(-1));
  EXPECT_EQ(ReadAll(in), text);
  EXPECT_FALSE(in.bad());
}

TEST(ReadAll, AStringStream) {
  std::istringstream in("a\nb");
  EXPECT_EQ(ReadAll(in), "a\nb");
}

}  // namespace
}  // namespace collopt
