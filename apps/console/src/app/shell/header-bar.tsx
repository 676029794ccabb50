import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Space, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { endSession, useStaff } from '../../features/auth/session';
import { logOut } from '../../features/auth/staff-auth-api';
import { useTranslation } from '../../lib/i18n/i18n';
import { LOGIN_PATH } from '../console-paths';
import { LanguageSwitch } from '../language-switch';

export function HeaderBar() {
  const { t } = useTranslation();
  const staff = useStaff();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: logOut,
    // Signed out in any case: a session the server no longer knows is as good as ended.
    onSettled: () => {
      navigate(LOGIN_PATH, { replace: true });
      endSession(queryClient);
    },
  });

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorSplit}`,
        paddingInline: token.paddingLG,
      }}
    >
      <Flex justify="flex-end" align="center" gap="middle" style={{ height: '100%' }}>
        <Space size="small">
          <UserOutlined aria-hidden />
          <Typography.Text strong>{staff.username}</Typography.Text>
          <Tag>{t(`role.${staff.role}`)}</Tag>
        </Space>
        <LanguageSwitch />
        <Button
          icon={<LogoutOutlined aria-hidden />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('header.signOut')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
