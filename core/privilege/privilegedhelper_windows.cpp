// PrivilegedHelper on Windows: there is no compressmark-helper, so every
// request is refused with what to do instead (Privileges says the same, so
// nothing asks in practice).
#include "privilegedhelper.h"

namespace cm::PrivilegedHelper {
namespace {

Status noHelper()
{
    return Status::failure(QStringLiteral("Windows has no compressmark-helper: start CompressMark as administrator"));
}

} // namespace

QString helperPath()
{
    return {};
}

QString launcherOverride()
{
    return {};
}

bool isInstalled(QString *whyNot)
{
    if (whyNot)
        *whyNot = noHelper().message();
    return false;
}

Status run(const QStringList &, QJsonObject *)
{
    return noHelper();
}

Status dropCaches()
{
    return noHelper();
}

Status createImage(const QString &, const LoopImageSpec &, QJsonObject *)
{
    return noHelper();
}

Status removeImage(const QString &)
{
    return noHelper();
}

} // namespace cm::PrivilegedHelper
