// SPDX-License-Identifier: GPL-3.0-or-later
// Every enum the engine writes as a name has one table, used both ways:
// each value has a name, the names differ, and each name reads back as its value.
#include "compression/loopimage.h"
#include "compression/ondisksize.h"
#include "plan/compressionmethod.h"
#include "plan/copierchoice.h"
#include "plan/operation.h"
#include "plan/plan.h"
#include "plan/variant.h"
#include "report/tableexport.h"
#include "util/enumnames.h"

#include <QSet>

#include <gtest/gtest.h>

using namespace cm;

namespace {

template <typename Enum, std::size_t Size>
void expectOneNameEach(const EnumNames<Enum, Size> &names, int enumSize)
{
    ASSERT_EQ(int(Size), enumSize) << "every value has a name";
    QSet<QString> seen;
    for (const auto &[value, name] : names) {
        const QString text = QLatin1String(name);
        EXPECT_FALSE(text.isEmpty());
        EXPECT_FALSE(seen.contains(text)) << name;
        seen.insert(text);
        EXPECT_EQ(enumName(names, value), text);
        EXPECT_EQ(enumFromName(names, text), std::optional<Enum>(value)) << name;
    }
    for (int i = 0; i < enumSize; ++i)
        EXPECT_FALSE(enumName(names, Enum(i)).isEmpty()) << "value " << i;
    EXPECT_FALSE(enumFromName(names, QStringLiteral("no-such-name")).has_value());
    Enum untouched = names.front().first;
    EXPECT_FALSE(parseEnumName(names, QString(), &untouched));
    EXPECT_EQ(untouched, names.front().first);
}

} // namespace

TEST(EnumNames, EachEnumHasOneNameForEachValue)
{
    expectOneNameEach(CacheModeNames, 4);
    expectOneNameEach(OperationNames, 10);
    expectOneNameEach(VariantNames, 2);
    expectOneNameEach(CompressionMethodNames, 7);
    expectOneNameEach(CopierChoice::KindNames, 7);
    expectOneNameEach(OnDiskSize::MethodNames, 3);
    expectOneNameEach(LoopImageSpec::FilesystemNames, 2);
    expectOneNameEach(TableFormatNames, 4);
}

TEST(EnumNames, FilesAndOptionsKeepTheirNames)
{
    EXPECT_EQ(variantName(Variant::Plain), QStringLiteral("plain"));
    EXPECT_EQ(variantName(Variant::Compressed), QStringLiteral("compressed"));
    EXPECT_EQ(variantFromName(QStringLiteral("compressed")), std::optional<Variant>(Variant::Compressed));
    EXPECT_FALSE(variantFromName(QStringLiteral("Plain")).has_value());
    EXPECT_EQ(compressionMethodName(CompressionMethod::LoopNtfs), QStringLiteral("loop-ntfs"));
    EXPECT_EQ(compressionMethodName(CompressionMethod::Wof), QStringLiteral("wof"));
    EXPECT_EQ(cacheModeName(CacheMode::Evict), QStringLiteral("evict"));
    EXPECT_EQ(operationName(Operation::RandomReadsDepth32), QStringLiteral("random4k-qd32"));
    EXPECT_EQ(OnDiskSize::methodName(OnDiskSize::Method::FreeSpaceDelta), QStringLiteral("free-space-delta"));
    EXPECT_EQ(loopFilesystemName(LoopImageSpec::Filesystem::Ntfs), QStringLiteral("ntfs"));
    EXPECT_EQ(tableFormatName(TableFormat::BBCode), QStringLiteral("bbcode"));
    CopierChoice copier;
    QString error;
    ASSERT_TRUE(CopierChoice::parse(QStringLiteral("parallel:8"), &copier, &error));
    EXPECT_EQ(copier.name(), QStringLiteral("parallel:8"));
    ASSERT_TRUE(CopierChoice::parse(QStringLiteral("external:cp -rp"), &copier, &error));
    EXPECT_EQ(copier.name(), QStringLiteral("external:cp -rp"));
    EXPECT_FALSE(CopierChoice::parse(QStringLiteral("kernel:4"), &copier, &error));
    EXPECT_FALSE(CopierChoice::parse(QStringLiteral("rsync"), &copier, &error));
}
