// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/displaynames.h"

#include <QLocale>

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

// Sizes in the user's language and digits, never Qt's English units.
TEST(DisplayNames, SizesInTheLocalesDigitsAndTheLanguagesUnits)
{
    QLocale::setDefault(QLocale::c());
    EXPECT_EQ(dataSizeText(64LL * 1024 * 1024), QStringLiteral("64 MiB"));
    EXPECT_EQ(dataSizeText(qint64(61.2 * 1024 * 1024 * 1024)), QStringLiteral("61.2 GiB"));
    EXPECT_EQ(dataSizeText(1536LL * 1024 * 1024 * 1024), QStringLiteral("1.5 TiB"));
    EXPECT_EQ(dataSizeText(512), QStringLiteral("512 bytes"));
    EXPECT_EQ(dataSizeText(1023LL * 1024 * 1024 + 1), QStringLiteral("1023 MiB")) << "no exponent";
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    EXPECT_EQ(dataSizeText(qint64(61.2 * 1024 * 1024 * 1024)), QStringLiteral("61,2 GiB"))
        << "the locale's decimal comma";
    QLocale::setDefault(QLocale::c());
}

} // namespace
} // namespace cm
