#include "chart/displaynames.h"

#include <gtest/gtest.h>

namespace cm {
namespace {

TEST(DisplayNames, DataSetsShowTheirTitlesAndFoldersTheirName)
{
    EXPECT_EQ(dataSetTitles({QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("system"),
                             QStringLiteral("image"), QStringLiteral("small")}),
              (QStringList{QStringLiteral("Books"), QStringLiteral("Photos"), QStringLiteral("System files"),
                           QStringLiteral("Disk image"), QStringLiteral("Small files")}));
    EXPECT_EQ(dataSetTitle(QStringLiteral("folder:/home/me/My Music/")), QStringLiteral("Folder My Music"));
    EXPECT_EQ(dataSetTitle(QStringLiteral("folder:/")), QStringLiteral("Folder /"));
    // A kind from a newer version is shown as the session names it.
    EXPECT_EQ(dataSetTitle(QStringLiteral("videos")), QStringLiteral("videos"));
}

TEST(DisplayNames, OperationsAndVariantsShowTheirTitles)
{
    EXPECT_EQ(operationTitle(QStringLiteral("read")), QStringLiteral("Read"));
    EXPECT_EQ(operationTitle(QStringLiteral("write")), QStringLiteral("Write back"));
    EXPECT_EQ(operationTitle(QStringLiteral("random4k-qd32")), QStringLiteral("4 KiB random reads, depth 32"));
    EXPECT_EQ(operationTitle(QStringLiteral("fsync-storm")), QStringLiteral("fsync-storm"));
    EXPECT_EQ(variantTitle(Variant::Plain), QStringLiteral("compression off"));
    EXPECT_EQ(variantTitle(Variant::Compressed), QStringLiteral("compression on"));
}

} // namespace
} // namespace cm
