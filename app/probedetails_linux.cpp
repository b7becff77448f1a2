// SPDX-License-Identifier: GPL-3.0-or-later
// probe's details on Linux: compression natively and through a loop image,
// and compressmark-helper.
#include "probedetails.h"

#include "compression/compressionbackend.h"
#include "compression/loopimage.h"
#include "privilege/privilegedhelper.h"

#include <QJsonArray>

namespace cm {
namespace {

// What the volume can do about compression, natively and through a loop image.
QJsonObject compressionToJson(const VolumeInfo &volume, const Privileges &privileges)
{
    const CompressionSupport support = compressionSupport(volume);
    QJsonObject json{{QStringLiteral("supported"), support.supported}};
    if (support.supported) {
        json.insert(QStringLiteral("method"), compressionMethodName(support.method));
        json.insert(QStringLiteral("algorithms"), QJsonArray::fromStringList(support.algorithms));
    } else {
        json.insert(QStringLiteral("reason"), support.reason);
    }
    QJsonObject loopImages;
    for (const auto filesystem : {LoopImageSpec::Filesystem::Btrfs, LoopImageSpec::Filesystem::Ntfs}) {
        QString whyNot;
        loopImages.insert(loopFilesystemName(filesystem),
                          LoopImage::isAvailable(filesystem, privileges, &whyNot) ? QJsonValue(true)
                                                                                  : QJsonValue(whyNot));
    }
    json.insert(QStringLiteral("loopImages"), loopImages);
    return json;
}

// Whether a run without root can drop caches through compressmark-helper.
QJsonObject privilegedHelperToJson(const Privileges &privileges)
{
    const QString path = PrivilegedHelper::helperPath();
    return {{QStringLiteral("path"), path.isEmpty() ? QJsonValue() : QJsonValue(path)},
            {QStringLiteral("usable"),
             privileges.helperUsable() ? QJsonValue(true) : QJsonValue(privileges.whyNoHelper())},
            {QStringLiteral("switchedOff"), privileges.helperSwitchedOff}};
}

} // namespace

void addSystemDetails(const VolumeInfo &volume, const Privileges &privileges, QJsonObject *json)
{
    json->insert(QStringLiteral("compression"), compressionToJson(volume, privileges));
    json->insert(QStringLiteral("privilegedHelper"), privilegedHelperToJson(privileges));
}

} // namespace cm
